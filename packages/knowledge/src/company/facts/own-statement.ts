/**
 * Whether a sentence is the company speaking about itself. A parent's, owner's, customer's or market's
 * figure sits on the same pages ('Our parent reported group revenue of £2.3 billion'); only a sentence
 * in the company's own voice (first person, or its own name) and about no other organisation counts.
 */
const FIRST_PERSON =
  /\b(?:we|our|us|wij|we|ons|onze|nous|notre|nos|wir|uns|unser\w*|nosotros|nuestr[oa]s?|noi|nostr[oaie]|siamo|contiamo|abbiamo|impieghiamo|occupiamo|somos|contamos|tenemos|empleamos|damos|comptons|employons|sommes|nasz\w*|noss[oa]s?|nós)\b/iu;
/**
 * How a company's own page names it in the third person ('The company employs 640 people', 'Das
 * Familienunternehmen beschäftigt 520 Mitarbeiter', 'the family business').
 */
// Case-insensitive and Unicode-aware, so that 'la société' ends at its accented letter.
// 'una compañía que da empleo a 650 personas', 'a business that employs 80 people': the company
// described in a relative clause after the family or founder running it.
const SELF_REFERENCE =
  /(?<![\p{L}])(?:the (?:family[- ](?:owned )?)?(?:company|firm|business)|die (?:Kanzlei|Firma)|le cabinet|het (?:familie)?bedrijf|de onderneming|das (?:Familien|Traditions)?unternehmen|der (?:Familien|Traditions)betrieb|la société|l['’]entreprise|la (?:empresa|compañía)|l['’]azienda|la società|spółk[aię]|przedsiębiorstwo|bolaget|företaget|(?:naše |tato )?(?:společnost|firma)|spoločnosť|(?:una (?:empresa|compañía)|a (?:company|business)) (?:que|that|which))(?![\p{L}])/iu;

/**
 * Italian and Spanish leave the pronoun out: the verb's ending says 'we' ('Dal 1978 produciamo',
 * 'alcanzamos una facturación'). Accented words ending so are adjectives ('últimos', 'próximos').
 */
const WE_VERB = /^[a-zñ]{3,}(?:iamo|amos|emos|imos)$/u;
/**
 * The past tense says 'we' too, accent and all ('contábamos con', 'teníamos', 'impiegavamo'): no
 * adjective ends so.
 */
const WE_VERB_PAST = /^[a-zñáéíóú]{2,}(?:ábamos|íamos|avamo|evamo|ivamo)$/u;
/**
 * Polish leaves the pronoun out too ('Zatrudniamy 912 pracowników', 'osiągnęliśmy'). Its past tense
 * ('-liśmy', '-łyśmy') is a verb's alone; its present '-amy', '-emy' also ends nouns ('programy',
 * 'systemy'), so only the verbs a company states its facts with count.
 */
const WE_VERB_POLISH =
  /^(?:[a-ząćęłńóśźż]{2,}(?:liśmy|łyśmy)|zatrudniamy|jesteśmy|mamy|posiadamy|działamy|realizujemy|produkujemy|prowadzimy|osiągamy|tworzymy|dysponujemy|liczymy|budujemy|wytwarzamy|sprzedajemy|oferujemy|świadczymy|obsługujemy)$/u;
/** Swedish: 'vi', 'vår', 'vårt', 'våra', 'oss'; 'vi' is matched only before a verb-like word so that Italian 'vi' (there) stays out. */
const SWEDISH_WE =
  /(?<![\p{L}])(?:vår|vårt|våra|oss)(?![\p{L}])|(?<![\p{L}])[Vv]i\s+(?:är|har|hade|var|köper|säljer|sågar|tillverkar|producerar|omsatte|sysselsätter|erbjuder|levererar|driver|arbetar|förädlar|äger|finns)(?![\p{L}])/u;
/**
 * Czech and Slovak leave the pronoun out as well: the present's '-áme', '-íme', '-ujeme' ('zaměstnáváme',
 * 'vyrábíme', 'dodáváme', Slovak 'vyrábame') and the auxiliary of the past ('jsme dosáhli', 'sme dosiahli').
 */
const WE_VERB_CZECH = /^(?:[a-záčďéěíňóřšťúůýžľĺŕô]{2,}(?:áme|íme|ujeme|ame)|jsme|sme|máme)$/u;
export const speaksAsWe = (sentence: string) =>
  sentence.split(/[^\p{L}]+/u).some((word) => {
    const lower = word.toLowerCase();
    return (
      WE_VERB.test(lower) ||
      WE_VERB_PAST.test(lower) ||
      WE_VERB_POLISH.test(lower) ||
      WE_VERB_CZECH.test(lower)
    );
  });
// A parent or group above the company. Not 'owned by' alone: a co-operative or a mutual is owned by
// its members and speaks of itself that way.
const OTHER_ORGANISATION =
  /\b(?:parent(?:\s+company)?|holdings?|group (?:revenue|turnover|sales|headcount)|moedermaatschappij|moederbedrijf|Muttergesellschaft|Mutterkonzern|Konzernumsatz|société mère|maison mère|spółk\w* (?:dominując\w*|matk\w*)|grupy kapitałowej|customers'|clients'|mateřsk\w*|materskou?)/i;
/** The Swedish parent ('moderbolaget') or the owner named as owning the company ('Föreningen, som äger bolaget'). */
const SWEDISH_OWNER = /(?<![\p{L}])(?:moderbolag\w*|äger (?:bolaget|företaget|oss))(?![\p{L}])/iu;

/** A parent, holding or customer is named: the figure may be theirs. */
export function namesAnotherParty(sentence: string): boolean {
  return OTHER_ORGANISATION.test(sentence) || SWEDISH_OWNER.test(sentence);
}

/**
 * The Nordic 'we': 'vores', 'vår', and 'vi' as the subject of a verb, before it or after it in the
 * inverted order ('I dag er vi en virksomhed med ca. 2.400 medarbejdere'); not the Italian 'vi' ('vi sono').
 */
const NORDIC_WE =
  /(?<![\p{L}])(?:vores|vor|vår|våra|våre|vi (?:er|har|var|havde|hadde|är|hade|beskæftiger|sysselsætter|sysselsätter|sysselsetter|producerer|producerar|produserer|udvikler|utvecklar|utvikler|sælger|säljer|selger|omsatte)|(?:er|har|var|havde|hadde|är|hade|beskæftiger|sysselsætter|sysselsätter|sysselsetter|omsatte) vi)(?![\p{L}])/iu;
/**
 * 'The Group employs around 2,400 people': an annual report's and an investor page's name for the
 * consolidated company itself, capitalised so ('the group of companies we belong to' is not).
 */
const THE_GROUP = /\b[Tt]he Group\b/;

/**
 * 'Fondé à Lyon, le groupe emploie 920 salariés', 'die Gruppe beschäftigt': the group named without a
 * name of its own is the company's; 'le groupe Danone' is another one.
 */
const UNNAMED_GROUP =
  /(?<![\p{L}])(?:[Ll]e groupe|[Dd]ie Gruppe|[Ii]l gruppo|[Ee]l grupo|[Dd]e groep)(?!\s+\p{Lu})(?![\p{L}])/u;
/**
 * A sentence that opens with 'it' goes on about the company the one before named ('Elle emploie 760
 * personnes', 'Sie beschäftigt 85 Mitarbeitende'); Italian and Spanish leave even that out ('Oggi conta
 * 480 dipendenti', 'Emplea a 300 personas').
 */
const IT_OPENS =
  /^(?:(?:Elle|Sie|Es|It|Ella|Essa|Zij|Ze)\s+\p{Ll}|(?:(?:oggi|attualmente|ad oggi|hoy|actualmente|hoy en día|en la actualidad),?\s+)?(?:conta|impiega|occupa|dà lavoro|fattura|cuenta con|emplea|da empleo|factura)(?![\p{L}]))/iu;
/**
 * A sentence that opens with a name and its legal form ('Die Beispiel Montage GmbH mit Sitz in …
 * beschäftigt', 'Acme Ltd employs'): on the company's own pages, the company.
 */
const LEGAL_NAME_OPENS =
  /^(?:(?:Die|Der|Das|La|Le|El|Il|De|The)\s+)?(?:[\p{Lu}\d][\p{L}\d&'’.-]*\s+){1,4}(?:GmbH|AG|SE|KG|S\.A\.|SA|SAS|S\.p\.A\.|S\.r\.l\.|S\.L\.|Ltd|Limited|plc|B\.V\.|BV|N\.V\.|NV|A\/S|AB|Oy|sp\. z o\.o\.)(?![\p{L}])/u;
/** The Czech and Slovak 'our' and 'us' ('naše slévárna', 'u nás'), with letter edges: they end in accented letters. */
const CZECH_WE =
  /(?<![\p{L}])(?:náš|naše|našeho|našem|naši|našich|našim|našimi|nás|náš|naša|našej|našu)(?![\p{L}])/iu;

export function isOwnStatement(sentence: string, companyName?: string): boolean {
  if (namesAnotherParty(sentence)) return false;
  if (UNNAMED_GROUP.test(sentence) || IT_OPENS.test(sentence) || LEGAL_NAME_OPENS.test(sentence)) return true;
  if (
    FIRST_PERSON.test(sentence) ||
    CZECH_WE.test(sentence) ||
    SWEDISH_WE.test(sentence) ||
    SELF_REFERENCE.test(sentence) ||
    speaksAsWe(sentence)
  )
    return true;
  if (NORDIC_WE.test(sentence) || THE_GROUP.test(sentence)) return true;
  const name = companyName?.trim().split(/\s+/)[0];
  return !!name && name.length >= 3 && sentence.toLowerCase().includes(name.toLowerCase());
}

/** A target, plan or forecast is not a stated fact ('we aim to reach €1 billion by 2030'). */
export const NOT_STATED_AS_FACT =
  /\b(?:aims?|target\w*|goal|will|expects?|forecast\w*|ambition|guidance|plans? to|streven|doel\w*|verwacht\w*|Ziel\w*|erwart\w*|objectif|vise|prévoi\w*|objetivo|cel(?:em|u)?|planuje\w*|zamierza\w*|prognoz\w*|mål|målet|ska|kommer att|planerar|cíl\w*|plánuj\w*|očekáv\w*|chceme)\b/i;

/**
 * Words before a figure that make it someone else's: a customer's, partner's or supplier's, or the
 * market's ('Unsere Kunden beschäftigen 40.000 Mitarbeitende', 'Our customer, founded in 1890').
 */
export const ANOTHER_PARTY_BEFORE =
  /\b(?:customers?|clients?|Kunden?|klant(?:en)?|clienti|clientes?|cliente|partners?|suppliers?|Lieferanten|leveranciers?|fournisseurs?|fornitori|proveedores|sector|industry|market|Branche|Markt|marché|secteur|markt|mercato|settore|mercado|klien\w*|dostawc\w*|rynek|rynk\w*|branż\w*|kund\w*|leverantör\w*|bransch\w*|marknad\w*|zákazní\w*|zákazn\w*|dodavatel\w*|odběratel\w*|trh\w*)\b/iu;

/**
 * A customer, partner, supplier or parent named before a fact: the head office or revenue that follows
 * is theirs ('Our largest customer has its head office in Paris', 'Our customers generate revenues of
 * €2 billion with our machines').
 */
export const OTHER_PARTY_NAMED =
  /\b(?:customers?|clients?|Kunden?|klant(?:en)?|clienti|clientes?|cliente|partners?|suppliers?|Lieferanten|leveranciers?|fournisseurs?|fornitori|proveedores|parent|Mutter\w*|moeder\w*|société mère|maison mère|klien\w*|dostawc\w*|kund\w*|leverantör\w*|moderbolag\w*|zákazn\w*|dodavatel\w*|odběratel\w*|mateřsk\w*)\b/iu;
