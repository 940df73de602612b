import type { StakeholderType } from './types.js';

/**
 * The groups a company names as its stakeholders, in the list its materiality or dialogue section
 * gives: 'our key stakeholders are employees, customers, investors, local communities and
 * regulators', 'Unsere Anspruchsgruppen sind Mitarbeitende, Kunden, Behörden und Kommunen', 'nos
 * parties prenantes : salariés, clients, riverains et associations', 'i nostri stakeholder sono
 * dipendenti, ospiti e istituzioni', 'nuestros grupos de interés son …', 'onze stakeholders zijn …'.
 * Every item is a group the company says it has, whether or not the group vocabulary knows its word.
 */
export interface DialogueGroup {
  type: StakeholderType;
  name: string;
}

const LIST_START = new RegExp(
  [
    String.raw`\b(?:(?:key|main|most\s+important|principal)\s+)?stakeholders?(?:\s+groups?)?\s+(?:are|include|comprise|zijn|sind|sono|son|sont)\s+`,
    String.raw`\bstakeholders?(?:\s+groups?)?\s*:\s*`,
    String.raw`\b(?:Anspruchsgruppen|Stakeholder(?:gruppen)?|Interessengruppen)\s*(?:sind|umfassen|:)\s*`,
    String.raw`\bparties\s+prenantes\s*(?:sont|comprennent|incluent|:)\s*`,
    String.raw`\b(?:stakeholder|portatori\s+di\s+interesse|parti\s+interessate)\s*(?:sono|includono|:)\s*`,
    String.raw`\b(?:grupos\s+de\s+inter[ée]s|partes\s+interesadas)\s*(?:son|incluyen|:)\s*`,
    String.raw`\bbelanghebbenden\s*(?:zijn|:)\s*`,
    // 'Belanghebbenden met wie we in 2025 in gesprek waren: …', 'Stakeholders we met in 2025: …'.
    String.raw`(?:^|\.\s+)(?:stakeholders?|belanghebbenden|Anspruchsgruppen|parties\s+prenantes|portatori\s+di\s+interesse|grupos\s+de\s+inter[ée]s)[^:.;]{1,60}:\s*`,
  ].join('|'),
  'giu',
);
/**
 * A list of those the company talks to: 'we are in regular dialogue with customers, employees, …',
 * 'en dialogue avec', 'en lien avec', 'nous travaillons avec les riverains, …', 'in dialoog met', 'in
 * dialogo con', 'en diálogo con'. Such a list may name anything, so it counts only when one of its items
 * is a group the vocabulary knows. German is read apart (stakeholder-dialogue-german.ts): after 'im
 * Dialog mit' its nouns are dative ('Verbänden', 'Anwohnern'), a form the company's own list of groups
 * does not use.
 */
const DIALOGUE_START = new RegExp(
  [
    String.raw`(?<!\p{L})(?:dialogues?|conversations?|consultation)\s+with\s+`,
    String.raw`(?<!\p{L})(?:dialogue|lien|concertation|échanges?|relation|contact)\s+(?:\p{L}+\s+)?avec\s+`,
    String.raw`(?<!\p{L})(?:dialogu|échang|travaill|collabor|coopér|concert)(?:e?ons|e|ent)\s+(?:(?:étroitement|régulièrement|aussi|également)\s+)?avec\s+`,
    String.raw`\b(?:dialoog|gesprek|overleg)\s+met\s+`,
    String.raw`\b(?:dialogo|confronto)\s+con\s+`,
    String.raw`(?<!\p{L})(?:diálogo|contacto)\s+con\s+`,
    // 'Escuchamos a nuestra plantilla, a …', 'ascoltiamo i nostri dipendenti, …', 'nous écoutons nos salariés, …'.
    String.raw`(?<!\p{L})(?:escuchamos|ascoltiamo|nous\s+écoutons)\s+`,
    // 'We meet our customers, …', 'we engage regularly with …', 'we talk to …'.
    String.raw`(?<!\p{L})we\s+(?:(?:also|regularly|actively|closely)\s+)?(?:meet(?:\s+with)?|consult|engage\s+(?:(?:\p{Ll}+ly)\s+)?with|talk\s+(?:to|with)|speak\s+with|listen\s+to)\s+`,
  ].join('|'),
  'giu',
);
/**
 * Where the list ends: a clause break, a relative clause about its last item (', deren Mitglied wir
 * sind'), or ', including …', which says more about the last item.
 */
const LIST_END =
  /[.;()!?]|\s[–—]\s|,\s+(?:and|but)\s+we\s|,\s+(?:deren|dessen|welche[mnrs]?|which|who|whose|dont|qui|cui|cuyos?|cuyas?)(?!\p{L})|,\s+(?:including|such\s+as|notably|einschließlich|notamment|tra\s+cui|incluidos?)\s/iu;
// The Nordic 'og' and 'och' join items as 'and' does ('Medarbejdere og fagforeninger').
const ITEM_SEPARATOR =
  /\s*,\s*(?:(?:and|und|et|e|y|en|sowie|og|och)\s+)?|\s+(?:and|und|sowie|et|e|y|en|og|och|as\s+well\s+as|as\s+well)\s+/iu;
// A whole word: 'Umwelthilfe' does not start with 'um'.
const WHERE =
  /\s+(?:in|at|near|around|bij|rond|um|bei|an\s+(?=unsere[nmr]?\s|allen\s|de[nmr]\s)|près\s+de|autour\s+de|vicino\s+a|cerca\s+de)(?!\p{L})\s*.*$/iu;
/**
 * A place after a group's common noun: 'comunidades locales de Lucena', 'communautés locales de Lyon',
 * 'comunità locali di Bergamo', 'comunidades locales en Lucena'. The place is where the group lives, not
 * part of its name; a capitalised item ('Cámara de Comercio de Lucena') is a body's own name and keeps it.
 */
const OF_PLACE = /^(\p{Ll}.*?)\s+(?:de|du|des|d['’]|di|del|della|dello|dei|en|van|von|aus|of)\s*\p{Lu}.*$/u;
/** A relative clause about an item: 'los sindicatos que los representan', 'les syndicats qui …', 'unions that …'. */
const RELATIVE = /\s+(?:que|qui|who|which|that|che|welche[mnrs]?|we)\s.*$/iu;
/** How often, after the last item: 'Dublin City Council regularly'. */
const TRAILING_ADVERB =
  /\s+(?:regularly|often|frequently|closely|every\s+year|each\s+year|throughout\s+the\s+year)$/iu;
/** What the company talks to a group about: 'investors on climate risk', 'Kunden über Produktsicherheit'. */
const TOPIC =
  /\s+(?:on|about|regarding|über|zu\s+(?:Themen|Fragen)|sur|concernant|au\s+sujet|over|su|sobre|acerca)\s+.*$/iu;
/** How the company hears a group: 'nuestra plantilla a través del comité de empresa', 'staff through their works council'. */
const THROUGH =
  /\s+(?:a\s+trav[ée]s\s+de(?:l)?|mediante|tramite|attraverso|par\s+l['’]interm[ée]diaire\s+d[eu])\s.*$/iu;
/** Short words inside a group's name that name nothing themselves: 'de', 'la', 'of', 'the'. */
const CONNECTOR =
  /^(?:de|du|des|la|le|les|d['’]\S*|l['’]\S*|of|the|and|van|der|die|das|für|voor|di|del|della|e|y|et|en)$/iu;
/** Articles and possessives before a group: 'the', 'die', and German's other cases ('der Verein', 'dem Naturpark'). */
const LEADING =
  /^(?:(?:with|the|our|its|les|des|nos|la|le|die|der|den|dem|das|unsere[nmr]?|i|gli|le|i\s+nostri|le\s+nostre|los|las|nuestros|nuestras|nuestra|nuestro|nostri|nostre|al|a(?=\s+(?:nuestr|l[ao]s?\s|\p{Lu}))|de|het|onze|vores|våra|våre|andre|øvrige|övriga)\s+|l['’]\s*)+/iu;
/** Who is who, for the words the group vocabulary does not know. */
// The shops and wholesalers that sell a maker's goods ('Pharmacies et parfumeries', 'Grossistes') buy from it.
const TYPE_WORDS: readonly [RegExp, StakeholderType][] = [
  [
    /authorit|behörd|autorit|autoridad|istituzion|institucion|overhe|regul|ministr|government|(?<!nicht)regierung|gouvern|gobierno|governo|myndighe|styrelsen\b|tilsynet\b|direktoratet\b|verket\b|r[ée]glementa|regolator|pouvoirs\s+publics/iu,
    'Regulators',
  ],
  [
    /communit|communaut|(?<!\p{L})gemeinschaft|bevölkerung|anwohner|riverain|gemeinde|gemeent|kommun|landkreis|collectivit|municip|comun|ayuntamient|concell|ajuntament|landowner|propriétaires|proprietari|grundeigent|grundstückseigent|flächeneigent|agricult|agricolt|landwirt|vicin|vecin|voisin|nachbar|buren|lokalsamfund|lokalsamhäll|lokalsamfunn|naboer|grannar/iu,
    'Communities',
  ],
  [
    /invest|lender|bank|banque|banc|financ|aktion|azionist|accionist|shareholder|\bowners?\b|actionnaire|aandeelhouder|acionist|gesellschafter|eigentümer|owner\s+family|famille\s+propriétaire|aktionær|ejere|ägare|eiere/iu,
    'Investors',
  ],
  [
    /employ|staff|(?<!(?:farm|chain|supplier|migrant)\s)workers|temporeros|saisonniers|Saisonarbeit|apprenti|trainee|lehrling|auszubild|apprendist|aprendi|leerling|mitarbeit|personal|personnel|salari|dipendent|empleado|plantilla|comit[ée]\s+de\s+empresa|medewerker|betriebsrat|works\s+council|comité\s+social|représentants\s+du\s+personnel|rappresentanz|medarbejder|medarbetare|ansatte|anställda/iu,
    'Employees',
  ],
  // A cooperative's farmer members and member cooperatives deliver what it mills, packs or sells.
  [
    /(?:farmer|grower|producer)s?\s+members|member\s+(?:farmers|growers|producers|co-?operatives)|socios\s+(?:agricultores|productores)|cooperativas\s+socias/iu,
    'Suppliers',
  ],
  [
    /customer|client|kunde|klant|händler|(?:bulk|trade|wholesale)\s+buyers|\bimporters\b|\bdistributors\b|verbraucher|guest|gäste|ospit|huésped|policyholder|\bmembers\b|^mitglieder(?:n)?$|versichert|versicherungsnehmer|assurés|sociétaires|assicurat|tenant|mieter|locataire|inquilin|subscriber|abonn[ée]|abonnent|abonad|usager|\busers\b|utent[ei]|usuari|gebruiker|patient|bruger|brukare|brukere|hospital|sygehus|sjukhus|sykehus|sygeplejersk|sjukskötersk|sykepleier|indkøber|apotek|apothek|pharmac|farmac|parfumer|profumer|perfumer|drogeri|grossist|wholesal|großhänd|distribut|détaillant|revendeur|retailer|einzelhänd/iu,
    'Customers',
  ],
  [
    // Farmers' cooperatives in a sourcing country grow what the company buys ('Bauernkooperativen in Madagaskar'),
    // as do the growers a maker names ('Producteurs de plantes aromatiques').
    /supplier|lieferant|erzeuger|fournisseur|proveedor|fornitor|leverancier|contractor|subunternehm|sous-trait|subappalt|subcontrat|bauernkooperativ|farmer\s+co-?operative|(?<!\p{L})(?:producteurs|productores|produttori|growers|planteurs|cultivateurs)(?!\p{L})|coopératives?\s+agricole|cooperativas?\s+agr[ií]colas?|leverandør|leverantör/iu,
    'Suppliers',
  ],
  [
    /(?<!\p{L})(?:ngos?|ong|ongs|ngo['’]s)(?!\p{L})|non-governmental|non\s+gouvernementa|nichtregierungsorganisation|trade\s+union|syndica|gewerkschaft|vakbond|sindacat|sindicato|associations?\b|associazion|asociacion|verbände|vereniging|charit|fagforening|fackförbund|fagforbund|forening|förening/iu,
    'NGOs & partners',
  ],
];

export const ACRONYM = /^\p{Lu}{2,}$/u;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What a company says it talks to that is no group of its own: 'partners', 'politics', 'science',
 * 'business', 'society', 'the public', 'others' ('im Dialog mit Kunden, Partnern und Politik').
 */
export const NAMES_NO_GROUP =
  /^(?:(?:other\s+|andere[nm]?\s+|autres\s+)?(?:partners?|partnern?|partenaires?|socios?|partner)|politics|science|business|society|the\s+public|public|others|Politik|Wissenschaft|Wirtschaft|Gesellschaft|Öffentlichkeit|anderen|politique|monde\s+(?:politique|économique|scientifique)|grand\s+public|autres|politiek|wetenschap|bedrijfsleven|samenleving|politica|società|política|sociedad|otros|altri)$/iu;

/** Acronyms a bracket spells out ('le CSE (comité social et économique)'): the words say who it is. */
function spelledOut(sentence: string): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const [, acronym, words] of sentence.matchAll(/(?<!\p{L})(\p{Lu}{2,})\s*\(([^()\d]+)\)/gu)) {
    const text = words!.trim();
    if (text.split(/\s+/).length <= 6 && text.length > acronym!.length) spelled.set(acronym!, text);
  }
  return spelled;
}

/**
 * German names a group in its feminine and masculine plurals ('Kundinnen und Kunden', 'Mitarbeiterinnen
 * und Mitarbeiter', 'Landwirtinnen und Landwirte'): one group, kept as its second word.
 */
const PAIRED_FORMS = /(?<!\p{L})(\p{Lu}\p{L}*?)innen\s+(?:und|oder)\s+(\1(?:e|en|n)?)(?!\p{L})/gu;
export const pairedFormsAsOne = (text: string) => text.replace(PAIRED_FORMS, '$2');

/** The items of a list that starts where a match ends, up to where the list ends. */
export function listItems(sentence: string, match: RegExpExecArray): string[] {
  // What a bracket adds to an item ('inversores (Meseta Growth Partners y Olmedo Capital)') is not the
  // list, nor a colon after its verb ('sind: …', 'are: …'); German's paired forms are one group.
  const rest = pairedFormsAsOne(
    sentence
      .slice(match.index + match[0].length)
      .replace(/\s*\([^()]*\)/gu, '')
      .replace(/^\s*:\s*/u, ''),
  );
  const end = LIST_END.exec(rest);
  return (
    rest
      .slice(0, end ? end.index : rest.length)
      .split(ITEM_SEPARATOR)
      // 'omwonenden in Tilburg': the group, without where it lives; 'investors on climate risk': without the topic.
      .map((item) =>
        item
          .trim()
          .replace(LEADING, '')
          .replace(WHERE, '')
          .replace(TOPIC, '')
          .replace(THROUGH, '')
          .replace(RELATIVE, '')
          .replace(TRAILING_ADVERB, '')
          .replace(OF_PLACE, '$1')
          .trim(),
      )
      .filter(Boolean)
  );
}

/**
 * 'our shareholder, Corvane Holdings': one owner named after its role, so the role is no group of its
 * own; the name after it is the stakeholder.
 */
const SINGLE_ROLE =
  /^(?:shareholder|owner|parent(?:\s+company)?|investor|Gesellschafter|Eigentümer|actionnaire|propriétaire|azionista|accionista|aandeelhouder|eigenaar)$/iu;
const withoutAppositiveRoles = (items: string[]) =>
  items.filter((item, index) => !(SINGLE_ROLE.test(item) && /^\p{Lu}/u.test(items[index + 1] ?? '')));

/** The words of an item that name something: 'associations de protection de la nature' has three. */
const namingWords = (item: string) => item.split(/\s+/).filter((word) => !CONNECTOR.test(word)).length;

export const typeOf = (item: string): StakeholderType | undefined =>
  TYPE_WORDS.find(([pattern]) => pattern.test(item))?.[1];

/**
 * The stakeholder groups a sentence lists after 'our stakeholders are' and its counterparts, or after
 * 'in dialogue with' and its counterparts when the list names a group the vocabulary knows.
 */
export function dialogueGroups(sentence: string): DialogueGroup[] {
  const lists = [
    ...[...sentence.matchAll(LIST_START)].map((match) => ({
      items: listItems(sentence, match),
      words: (item: string) => item.split(/\s+/).length,
    })),
    // A list vouched for by a group it names may hold a group named in several words ('les associations
    // de protection de la nature'): only the words that name something count.
    ...[...sentence.matchAll(DIALOGUE_START)]
      .map((match) => ({
        items: withoutAppositiveRoles(listItems(sentence, match)).filter(
          (item) => !NAMES_NO_GROUP.test(item),
        ),
        words: namingWords,
      }))
      .filter(({ items }) => items.some((item) => typeOf(item) !== undefined)),
  ];
  const spelled = spelledOut(sentence);
  return lists.flatMap(({ items, words }) => {
    // A list of groups: a few words each, no figures, and more than one of them.
    if (items.length < 2 || items.length > 14) return [];
    if (items.some((item) => words(item) > 4 || /\d/.test(item))) return [];
    // An item that only names a place ('omwonenden in Tilburg en Goirle' gives 'Goirle') is no group,
    // unless every item is capitalised, as German nouns are ('Kunden, Transportpartner und Verbände').
    // A German noun keeps its capital after a lower-case adjective ('lokalen Bevölkerung'); a body's
    // acronym ('l’ADEME') names no place either.
    const german = items.every((item) => /(?:^|\s)\p{Lu}[\p{L}'’-]*$/u.test(item));
    return (
      items
        .filter(
          (item) =>
            german || !/^\p{Lu}[\p{L}'’-]*$/u.test(item) || ACRONYM.test(item) || typeOf(item) !== undefined,
        )
        // 'ngo’s' is Dutch for NGOs, not a possessive.
        .map((item) => {
          const spelledWords = spelled.get(item);
          return {
            type: typeOf(item) ?? (spelledWords ? typeOf(spelledWords) : undefined) ?? 'NGOs & partners',
            name: /^ngo['’]s$/iu.test(item) ? 'NGOs' : capitalize(spelledWords ?? item),
          };
        })
    );
  });
}

/**
 * A row of a stakeholder-dialogue table, as the page text gives it: the group in the first cell, then
 * what it expects and how the company talks to it under the columns' headings ('Betriebsrat |
 * Erwartungen: … | Dialogformate: …', 'Kunden | Form des Dialogs: …', 'Propriétaires fonciers | Attentes : … | Modes de dialogue : …',
 * 'Ospiti | Temi: … | Canali di ascolto: …', 'Policyholders | Key topics: … | How we engage: …').
 */
/**
 * A column saying how the company talks with each group, or what each group cares about, in the words of
 * a mid-size company's own table: 'Wie wir den Dialog führen', 'Canal de diálogo', 'Comment nous
 * dialoguons', 'Hoe we in gesprek gaan', 'Come li coinvolgiamo', 'What matters to them'.
 */
const HOW_WE_ENGAGE = String.raw`Wie\s+wir\s+(?:den\s+Dialog\s+führen|uns\s+austauschen|sie\s+einbinden)|Dialog|Kanal|Canal(?:\s+de\s+diálogo)?|Temas(?:\s+principales)?|Comment\s+nous\s+(?:dialoguons|échangeons|les\s+impliquons)|Sujets|Thèmes|Hoe\s+we\s+(?:in\s+gesprek\s+gaan|hen\s+betrekken|communiceren)|Onderwerpen|Thema['’]s|Come\s+(?:li\s+)?coinvolgiamo|Argomenti|What\s+matters\s+to\s+them|How\s+we\s+(?:listen|communicate|involve\s+them)|Engagement`;
const DIALOGUE_COLUMN = String.raw`(?:Erwartungen|Themen|Anliegen|Dialogformate?|Dialogformen|Form(?:en)?\s+des\s+Dialogs|Art\s+des\s+Dialogs|Dialogkanäle|Kommunikationskanäle|Attentes|Enjeux|Préoccupations|Modes\s+de\s+dialogue|Modalités\s+de\s+dialogue|Canaux(?:\s+de\s+dialogue)?|Temi(?:\s+rilevanti)?|Aspettative|Canali(?:\s+di\s+(?:ascolto|dialogo))?|Modalità\s+di\s+(?:coinvolgimento|dialogo)|Expectations|(?:Key\s+)?topics|Concerns|How\s+we\s+engage|Engagement\s+(?:channels?|methods?)|Channels|Expectativas|Canales(?:\s+de\s+diálogo)?|Verwachtingen|Dialoogvormen|(?:Vigtige\s+|Viktiga\s+|Viktige\s+)?(?:emner|temaer|frågor|spørsmål)|Forventninger|Förväntningar|Dialog(?:form(?:er)?|kanaler)|Kanaler|Hvordan\s+vi\s+går\s+i\s+dialog|Hur\s+vi\s+för\s+dialog|${HOW_WE_ENGAGE})`;
// The column's heading may say which of them it lists: 'Wesentliche Anliegen', 'Key concerns', 'Principales attentes'.
const COLUMN_QUALIFIER = String.raw`(?:(?:wesentliche|wichtigste|wichtige|zentrale|main|key|principal(?:es)?|principaux|principali|belangrijkste)\s+)?`;
const DIALOGUE_ROW = new RegExp(
  String.raw`^([^|:]{2,80}?)\s*\|\s*${COLUMN_QUALIFIER}${DIALOGUE_COLUMN}\s*:`,
  'iu',
);

export function dialogueTableGroups(line: string): DialogueGroup[] {
  const cell = DIALOGUE_ROW.exec(line)?.[1];
  if (!cell) return [];
  // 'Regulators (PRA, FCA)': what the bracket adds is not a group of its own.
  const items = cell
    .replace(/\s*\([^()]*\)/gu, '')
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim().replace(LEADING, '').trim())
    .filter(Boolean);
  if (items.some((item) => item.split(/\s+/).length > 5 || /\d/.test(item))) return [];
  return items.map((item) => ({
    type: TYPE_WORDS.find(([pattern]) => pattern.test(item))?.[1] ?? 'NGOs & partners',
    name: capitalize(item),
  }));
}
