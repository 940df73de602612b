/**
 * A paragraph that opens with a measure the company runs, in the first person plural of the present tense,
 * in Spanish, Portuguese, Italian and French: 'Recuperamos el agua de cocción de los mejillones…',
 * 'Compramos solo a cofradías con planes de gestión…', 'Recuperiamo il calore degli essiccatoi…', 'Nous
 * récupérons la chaleur des compresseurs…', 'Recolhemos rolhas usadas…'. Under a short heading of a
 * sustainability page this is how a small company lays out a measure it runs ('Agua de cocción
 * recuperada'), where a larger one writes 'hemos puesto en marcha' or a year.
 *
 * Verbs that state no measure are left out: being and having ('somos', 'tenemos', 'siamo', 'avons'),
 * believing and wanting ('creemos', 'vogliamo'), offering and looking for (a product or a job: 'ofrecemos',
 * 'buscamos', 'cerchiamo', 'recrutons') and answering (a contact: 'respondemos', 'atendemos').
 */
/** Pledging, aiming and valuing: 'Nos comprometemos', 'ci impegniamo', 'nous nous engageons', 'apostamos por'. */
const AIMS = String.raw`comprometemos|comprometemo|impegniamo|engageons|visons|aspiramos|miramos|puntiamo|ambicionamos|pretendemos|apostamos|promovemos|promuoviamo|promouvons|fomentamos|valoramos|cuidamos|respetamos|rispettiamo|respectons|respeitamos|garantizamos|garantiamo|garantissons|garantimos|aseguramos|asseguramos|assicuriamo|assurons|contribuimos|contribuiamo|contribuons|participamos|partecipiamo|participons|colaboramos|collaboriamo|collaborons|creemos|cremos|acreditamos|crediamo|croyons|queremos|vogliamo|voulons|esperamos|speriamo|esp[ée]rons`;
/** The business itself: running, developing, serving, and measuring or publishing what it does. */
const BUSINESS = String.raw`operamos|gestionamos|gerimos|gestiamo|exploitons|g[ée]rons|desarrollamos|desenvolvemos|sviluppiamo|d[ée]veloppons|acompa[ñn]amos|acompanhamos|accompagniamo|accompagnons|servimos|serviamo|servons|medimos|misuriamo|mesurons|calculamos|calcoliamo|calculons|publicamos|pubblichiamo|publions|informamos|comunicamos|comunichiamo|communiquons`;
const NOT_A_MEASURE = String.raw`(?:${AIMS}|${BUSINESS}|somos|estamos|tenemos|temos|hemos|habemos|podemos|debemos|devemos|necesitamos|precisamos|sabemos|pensamos|ofrecemos|oferecemos|buscamos|procuramos|seleccionamos|selecionamos|invitamos|convidamos|respondemos|atendemos|contestamos|trabajamos|trabalhamos|vendemos|elaboramos|producimos|produzimos|fabricamos|mismos|últimos|ultimos|primos|extremos|ramos|siamo|abbiamo|possiamo|dobbiamo|sappiamo|pensiamo|offriamo|cerchiamo|invitiamo|rispondiamo|lavoriamo|vendiamo|produciamo|sommes|avons|pouvons|devons|savons|pensons|proposons|offrons|cherchons|recherchons|recrutons|invitons|r[ée]pondons|travaillons|vendons|produisons|fabriquons)`;
/**
 * The verbs of a practice: recovering, reusing and recycling, buying and sourcing, sending and giving away,
 * collecting, separating, filtering, treating and repairing, replacing, installing and using, training and
 * checking, planting, saving and cutting down; by their stems in the four languages.
 */
const PRACTICE_STEM =
  /^(?:recuper|r[ée]cup[ée]r|reutili|riutilizz|r[ée]utilis|reaproveit|aprovech|recicl|ricicl|recycl|valori|compost|compr|acquist|adquir|achet|envi|envoy|invi|don|doam|cedem|cedia|conferi|destin|recog|recolh|raccogl|collect|separ|s[ée]par|filtr|trat|tratt|trait|depur|[ée]pur|repar|ripar|r[ée]par|sustitu|sostitu|substitu|rempla|instal|utili|usam|usiam|transform|convert|form|capacit|audit|revis|control|contr[ôo]l|verific|visit|plant|piant|reduc|riduc|r[ée]dui|reduz|ahorr|risparm|[ée]conomis|poup|apag|spegn|[ée]teign|alimen|calent|riscald|chauff|aquec|precalent|preriscald|pr[ée]chauff|pr[ée]aquec|quem|brûl|br[uû]l|queim)/iu;
/** 'Recuperamos', 'Compriamo', 'récupérons': a verb's first person plural. */
const WE_FORM = /^(?:\p{L}{3,}(?:amos|emos|imos|iamo)|\p{L}{2,}ons)$/iu;
const NOT_A_MEASURE_WORD = new RegExp(`^${NOT_A_MEASURE}$`, 'iu');
/**
 * At most this many words before the verb ('Cada año, visitamos'), and French 'nous' and an object
 * pronoun besides ('Chaque mois, nous les contrôlons').
 */
const LEAD_WORDS = 4;

export function opensWithOwnPractice(paragraph: string): boolean {
  const words = paragraph
    .trim()
    .split(/\s+/u)
    .slice(0, LEAD_WORDS + 3);
  for (const [index, raw] of words.entries()) {
    const word = raw.replace(/^[«"“(]+|[,;:.»"”)]+$/gu, '');
    const previous = (words[index - 1] ?? '').toLowerCase();
    // French needs its 'nous' (an object pronoun may stand between: 'nous les envoyons').
    const french = /ons$/iu.test(word) && !/(?:amos|emos|imos|iamo)$/iu.test(word);
    const afterNous =
      previous === 'nous' ||
      (/^(?:l['’]\p{L}*|les|la|leur|y|en)$/iu.test(previous) && words[index - 2]?.toLowerCase() === 'nous');
    // 'Somos socios y participamos…': a first verb that states no measure decides.
    if (NOT_A_MEASURE_WORD.test(word)) return false;
    if (WE_FORM.test(word) && (!french || afterNous)) return PRACTICE_STEM.test(word);
  }
  return false;
}

/**
 * The heading of a section that is no measure, wherever a site puts it: contact, jobs, legal notes,
 * products, the company's history or who it is, press, downloads and reports, visits and opening hours.
 * Their paragraphs speak in the first person too ('Respondemos en cinco días', 'Cerchiamo addetti').
 */
export const OTHER_SECTION_HEADING =
  /^(?:(?:our|nuestr[oa]s?|nostr[aeio]|i nostri|le nostre|nos|notre|nossa?s?|os nossos|as nossas|la|el|le|les|il|a|o)\s+)?(?:contact\p{L}*|contatt\p{L}*|empleo|ofertas? de empleo|bolsa de empleo|trabaja con nosotros|[úu]nete|careers?|jobs?|carreiras?|vagas|emprego|lavora con noi|posizioni aperte|recrutement|emplois?|offres? d['’]emploi|rejoignez|aviso legal|legal|mentions l[ée]gales|note legali|privacidad|privacy|privacidade|confidentialit[ée]|cookies|productos?|prodotti|produits?|produtos?|historia|storia|histoire|hist[óo]ria|qui[ée]nes somos|chi siamo|qui sommes|quem somos|prensa|stampa|presse|imprensa|descargas|downloads?|t[ée]l[ée]chargements?|memorias?|bilanci?o?|relazion[ei]|rapports?|relat[óo]rios?|informes?|visitas?|visite|horarios?|orari|horaires|tiendas?|negozi?o?|boutiques?|lojas?)(?!\p{L})/iu;
