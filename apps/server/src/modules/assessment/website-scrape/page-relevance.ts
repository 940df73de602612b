import { namesAReport, reportWords } from './report-links.js';
import { IMPRINT, type CandidateLink } from './site-links.js';

/**
 * What an assessment wants to read on a company's own site, strongest first. Each group counts once per
 * page, matched in the address and the link text; the common European languages of our clients are
 * included (duurzaamheid, Nachhaltigkeit, durabilité, sostenibilità, sustentabilidade, zrównoważony rozwój), and
 * the Nordic ones (Danish 'Bæredygtighed', Swedish 'Hållbarhet' matched without its ring as 'hallbarhet',
 * Norwegian 'Bærekraft', Finnish 'Vastuullisuus'), and the Czech and Slovak ('Udržitelnost', 'Udržateľnosť';
 * key figures are 'Klíčové ukazatele', plants 'Naše závody', news 'Novinky'). Responsibility is also the
 * French, Italian and Spanish 'Notre responsabilité', 'Responsabilità', 'Responsabilidad', and the Dutch
 * 'MVO' (maatschappelijk verantwoord ondernemen).
 */
const TOPIC_WEIGHTS: readonly [RegExp, number][] = [
  [
    /sustainab|duurzaam|nachhaltig|durabilit|sostenib|sustentab|zrownowazon|baeredygtig|hallbar|baerekraft|vastuullisuu|samfundsansvar|\besg\b|\bcsr\b|\brse\b|\bmvo\b|responsib|responsabilit|responsabilidad|verantwo|odpowiedzialn|samhallsansvar|vart ansvar|udrzitelnost|udrzatelnost|spolecenska odpovednost|odpovedne podnikani|zodpovedne podnikanie/,
    10,
  ],
  [
    /impact|environment|milieu|umwelt|climate|klimaat|klima|carbon|emission|net ?zero|decarboni|planet|nature|biodivers|srodowisk|emisj|miljo|utslapp|zivotni prostredi|zivotne prostredie|emise/,
    8,
  ],
  // A commitments page is where a French, Spanish, Italian or Portuguese company writes what it does for
  // the environment and its people ('Nos engagements', 'Nuestros compromisos', 'I nostri impegni', 'Os
  // nossos compromissos'), as an English one may ('Our commitments'). Not the English 'engagement'
  // alone: 'Stakeholder engagement' is a stakeholder page.
  [
    /\bengagements\b|\bnotre engagement\b|\bcommitments?\b|\bcompromisos?\b|\bimpegn[oi]\b|\bcompromissos?\b/,
    8,
  ],
  // Key figures pages hold the reported metrics, year by year, in tables; a menu often says just 'I
  // numeri', 'Die Zahlen' or 'Nos chiffres' or 'W liczbach'; a Portuguese one 'Indicadores-chave' or 'Em números',
  // a Swedish one 'Nyckeltal' or 'I siffror', a Spanish one 'Datos clave', 'Principales magnitudes' or 'Indicadores clave'.
  [
    /key ?figures|facts and figures|in (?:figures|numbers)|at a glance|\bkpis?\b|esg data|kerncijfers|kengetallen|in cijfers|kennzahlen|in zahlen|chiffres cles|en chiffres|cifras clave|en cifras|datos clave|principales (?:datos|cifras|magnitudes|indicadores)|indicadores clave|dados chave|dati chiave|in cifre|nogletal|nyckeltal|nokkeltall|indicadores chave|principais indicadores|numeros chave|em numeros|kluczowe (?:dane|wskazniki)|w liczbach|dane esg|(?:i|vara) siffror|\b(?:i|i nostri|die|unsere|les|nos|de|onze|los|nuestros|os nossos) (?:numeri|zahlen|chiffres|cijfers|numeros|cifre|cifras)\b|by the numbers|(?:our|the) numbers|klicove ukazatele|klucove ukazovatele|v cislech|v cislach|fakta a cisla/,
    8,
  ],
  // How it buys: a UK company's 'Working with suppliers' or 'Procurement' page, where its named suppliers,
  // payment code and modern slavery statement are.
  // Who the company talks to: a stakeholder-engagement page ('Partes interessadas', 'Parties prenantes',
  // 'Dialog mit Anspruchsgruppen', 'Dialoog met belanghebbenden', the Swedish 'Dialog med
  // intressenter'); a Swedish report is a 'redovisning'. A purchasing page names the suppliers
  // and their countries as an English 'Sourcing' page does ('Achats responsables', 'Einkauf & Lieferkette',
  // 'Nachhaltige Beschaffung', 'Acquisti responsabili', 'Compras responsables'); a food maker or shop names
  // them on its producers', raw materials' or origin page ('Our producers', 'Rohstoffe', 'Herkunft').
  // 'Centros produtores' are the company's own plants: a sites page, below. A distributor calls the
  // producers it buys from and represents its 'principals' ('Our principals').
  [
    /report|rapport|bericht|verslag|informe|bilancio|relatorio|raport|sprawozdani|disclosure|governance|ethic|compliance|human rights|modern slavery|divers|inclusi|equity|communit|comunidad|stakeholder|partes interessadas|parties prenantes|grupos de interes|interesariusz|interessenter|intressenter|spolecz|intressent|redovisning|arbetsmiljo|social|circular|recycl|packaging|sourcing|supply chain|lancuch dostaw|filiera|catena di fornitura|energy|water|waste|safety|wellbeing|anspruchsgruppen|interessengruppen|belanghebbend|portatori di interess|\bdialog(?:ue|o|oo)?\b|lieferkette|chaine d approvisionnement|ketenverantwoordelijkheid|cadena de suministro|achats?|purchasing|procurement|\beinkauf\b|beschaffung|inkoop|acquisti|approvvigionament|compras|aprovisionamiento|abastecimiento|zakup|inkop|innkjop|indkob|working with (?:our )?suppliers|\bprincipals\b|producers|producteurs|produttori|(?<!centros )productores|(?<!centros )produtores|erzeuger|rohstoff|raw materials?|grondstof|matieres premieres|materie prime|materias primas|herkunft|herkomst|provenance|provenienza|procedencia|vyrocni zprava|vyrocna sprava|dodavatel|bezpecnost|energie|odpad/,
    6,
  ],
  // Who the company is: where its founding year, head office and size are written, in the words of
  // the common European languages ('Unternehmen', 'Qui sommes-nous', 'Chi siamo', 'Quiénes somos'); a
  // French house brand's 'La Maison'.
  [
    /about|who we are|our story|\bcompany\b|company profile|\bprofile?\b|the group|over ons|ons verhaal|a propos|uber uns|ueber uns|\bunternehmen\b|unternehmensprofil|geschichte|historie|chronik|qui sommes nous|\bl entreprise\b|notre (?:histoire|groupe|entreprise)|le groupe|\bhistoire\b|chi siamo|\b(?:l )?azienda\b|la nostra storia|il gruppo|\bstoria\b|profilo|quienes somos|la empresa|\bempresa\b|\bentreprise\b|nuestra historia|el grupo|\bhistoria\b|\bperfil\b|sobre nos|quem somos|\ba empresa\b|a nossa historia|geschiedenis|om oss|om os|om (?:virksomheden|koncernen|selskabet|foretaget|bolaget|selskapet|konsernet)|o nas|o (?:firmie|spolce|grupie)|o (?:spolecnosti|spolocnosti|firme)|historia firmy|om (?:foretaget|bolaget)|var historia|historik|mission|purpose|values|history|heritage|leadership|investor|\b(?:la|notre) maison\b/,
    5,
  ],
  // A locations or store-finder page lists the plants, offices and stores that no sentence names; a bank,
  // building society or retailer calls its own a branch finder ('Find a branch', '/branches'), a German
  // bank or insurer its 'Geschäftsstellen' (umlaut dropped or written 'ae') or 'Niederlassungen', a French one
  // its 'Agences', a Spanish or Italian company its 'Sucursales', 'Delegaciones' or 'Filiali'; a Swedish
  // company 'Våra anläggningar', 'Våra enheter' or 'Här finns vi'; a food or materials maker its 'Mills &
  // Plants', 'Our factories' or 'Production facilities' (a Spanish one 'Nuestras plantas' or 'Almazaras').
  // A hotel or restaurant group lists its houses under 'Hotels', 'I nostri hotel', 'Nos hôtels' or
  // 'Unsere Häuser': each is a site. A distributor or a logistics firm lists its sites under 'Our network'.
  [
    /\bour network\b|\bhotels?\b|\balberghi\b|\bhoteles\b|\bhoteis\b|(?:i nostri|le nostre) (?:hotel|alberghi|strutture|ristoranti)|nos (?:hotels|restaurants)|unsere (?:hotels|hauser|haeuser|restaurants)|nuestros (?:hoteles|restaurantes)|os nossos (?:hoteis|restaurantes)|onze (?:hotels|restaurants)|locations?|\bsites\b|where we are|find a store|store finder|our (?:stores|plants|offices|hotels|mills|factories|facilities)|(?:mills|plants|factories) (?:and )?(?:plants|mills|factories|facilities|warehouses)|production (?:sites|plants|facilities)|\bfactories\b|nuestras (?:plantas|fabricas)|almazaras|\bbranch(?:es)?\b|branch (?:finder|locator)|vestigingen|locaties|onze winkels|standorte?|wo wir sind|filialen|filialsuche|gesch(?:a|ae)ftsstellen|niederlassungen|implantations|nos sites|\bagences\b|nos magasins|nos usines|\bsedi\b|stabilimenti|\bnegozi\b|punti vendita|dove siamo|\bfiliali\b|ubicaciones|\bsucursales\b|\bdelegaciones\b|\bsedes\b|nuestras tiendas|donde estamos|instalaciones|nuestros centros|red de centros|nos installations|onde estamos|centros produtores|as nossas instalacoes|lokalizacje|oddzialy|nasze zaklady|\bzaklady\b|anlaggningar|vara (?:enheter|kontor|fabriker|butiker)|(?:har|var) finns vi|lokationer|lokasjoner|lokaliteter|vara anlaggningar|(?:nase|vyrobni) zavody|pobocky|provozovny|kde nas najdete/,
    5,
  ],
  // Certificates and labels the company holds, often on a page of their own (the Swedish
  // 'Certifieringar', the Norwegian 'Sertifiseringer').
  [
    /certific|certificat|zertifi|certifica|certificazion|certificacion|accreditation|labels?\b|gecertificeerd|certyfikat|certifikat|certifier|sertifi/,
    5,
  ],
  // A quality page ('Quality', 'Qualität', 'Qualité') holds the management systems and certificates;
  // with the suppliers-and-quality group below it ranks as a certificates page does.
  [/quality|qualitat|qualite|qualita|kwaliteit|calidad|qualidade|jakosc|kvalitet|kvalita|jakost/, 3],
  [
    /career|carriere|karriere|\bjobs?\b|kariera|join us|work with us|werken bij|vacatures|stellenangebote|emplois?\b|lavora con noi|trabaja con nosotros|empleo|carreiras|trabalhe connosco|karriar|lediga jobb|jobba (?:hos|med) oss|volna mista|prace u nas|\bpeople\b|culture|\bteam\b/,
    3,
  ],
  // Who the company buys from and how it guards data and quality: named suppliers, growers, ISO 27001.
  [
    /supplier|partners?\b|farmers|growers|dostawc|lieferant|leverancier|leverandor|leverantor|fournisseur|fornitor|proveedor|fornecedor|security|trust cent|quality|qualitat|kwaliteit|qualite|qualita|calidad|jakosc/,
    2,
  ],
  // The contact page gives the company's own address, the head office when no sentence names it.
  [/contact|kontakt|contacto|contato|contatti|find us/, 2],
  // The legal notice names the registered office and the company register entry, often the only
  // place a small company writes its seat ('Sitz der Gesellschaft', 'siège social', 'sede legale').
  [IMPRINT, 2],
  [
    /\bnews\b|\bpress|\bmedia\b|\bblog\b|stories|nieuws|aktuelles|actualites|notizie|noticias|aktualnosci|nyheter|novinky|aktuality/,
    1,
  ],
  // What the company makes or does (not a single product's page): read when slots are left, for its
  // plants, suppliers and customers; a service company's menu says 'Services', 'Diensten', 'Leistungen'.
  [
    /what we (?:make|do)|was wir (?:herstellen|machen|tun)|wat we (?:maken|doen)|ce que nous faisons|cosa facciamo|lo que hacemos|o que fazemos|\bservices\b|\bdiensten\b|\bdienstleistungen\b|\bleistungen\b|\bprestations\b|\bservizi\b|\bservicios\b|\bservicos\b/,
    1,
  ],
];

/** Words of an address and its link text, lower case, separators as spaces: '/our-ESG_report' → 'our esg report'. */
function wordsOf(link: CandidateLink): string {
  let path = link.url;
  try {
    const url = new URL(link.url);
    path = decodeURIComponent(url.pathname + url.search);
  } catch {
    // Keep the raw text.
  }
  return reportWords(`${path} ${link.text}`);
}

/** 'en', 'de', 'fr-be', 'pt_BR': a site's language folder, which is not depth ('/en/about' is a top page). */
const LANGUAGE_FOLDER = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

function depthOf(url: string): number {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return LANGUAGE_FOLDER.test(segments[0] ?? '') ? segments.length - 1 : segments.length;
  } catch {
    return 0;
  }
}

/** A news, press or blog section's folder ('/news/…', '/de/aktuelles/…', '/presse/…'). */
const NEWS_FOLDER =
  /^(?:news|newsroom|press|presse|press-releases|pressemitteilungen|blog|blogs|aktuelles|nachrichten|nieuws|actualites|actualités|actualidad|noticias|notizie|aktualnosci|nyheter|nyheder|uutiset|novinky|aktuality)$/i;

/**
 * One news item (an address inside a news section, not the section itself): its title may name any
 * topic ('New solar roof cuts our emissions'), yet it tells one event; it ranks below every page
 * of the company's own (about, locations, certificates: 5), so it only fills the slots they leave. A
 * report published in the news section is still a report.
 */
const NEWS_ITEM_CEILING = 4.5;

function isNewsItem(url: string): boolean {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const section = LANGUAGE_FOLDER.test(segments[0] ?? '') ? segments.slice(1) : segments;
    return section.length >= 2 && NEWS_FOLDER.test(section[0]!);
  } catch {
    return false;
  }
}

/**
 * How useful a page promises to be for a sustainability assessment: 0 when nothing points to it. Deep
 * addresses (a blog post, a product) lose a little, so an overview page wins over one of its children.
 */
export function relevanceOf(link: CandidateLink): number {
  const words = wordsOf(link);
  const topical = TOPIC_WEIGHTS.reduce(
    (sum, [pattern, weight]) => sum + (pattern.test(words) ? weight : 0),
    0,
  );
  if (topical === 0) return 0;
  const score = Math.max(0.5, topical - Math.max(0, depthOf(link.url) - 1) * 1.5);
  return isNewsItem(link.url) && !namesAReport(new URL(link.url), link.text)
    ? Math.min(score, NEWS_ITEM_CEILING)
    : score;
}

/** Candidates best first (ties: the shorter address, then the home page's order). */
export function rankCandidates(links: readonly CandidateLink[]): { link: CandidateLink; score: number }[] {
  return links
    .map((link, index) => ({ link, score: relevanceOf(link), index }))
    .toSorted((a, b) => b.score - a.score || a.link.url.length - b.link.url.length || a.index - b.index)
    .map(({ link, score }) => ({ link, score }));
}

/** The heuristic's choice: the best-scoring relevant pages, in rank order. */
export function relevantPages(links: readonly CandidateLink[]): CandidateLink[] {
  return rankCandidates(links)
    .filter(({ score }) => score > 0)
    .map(({ link }) => link);
}
