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
 * Where the list ends: a clause break, a relative clause about its last item (', deren Mitglied wir
 * sind'), or ', including …', which says more about the last item.
 */
const LIST_END =
  /[.;()!?]|\s[–—]\s|,\s+(?:deren|dessen|welche[mnrs]?|which|who|whose|dont|qui|cui|cuyos?|cuyas?)(?!\p{L})|,\s+(?:including|such\s+as|notably|einschließlich|notamment|tra\s+cui|incluidos?)\s/iu;
const ITEM_SEPARATOR =
  /\s*,\s*(?:(?:and|und|et|e|y|en|sowie)\s+)?|\s+(?:and|und|sowie|et|e|y|en|as\s+well\s+as|as\s+well)\s+/iu;
const WHERE =
  /\s+(?:in|at|near|around|bij|rond|um|bei|an\s+(?=unsere[nmr]?\s|allen\s|de[nmr]\s)|près\s+de|autour\s+de|vicino\s+a|cerca\s+de)\s*.*$/iu;
/** Articles and possessives before a group: 'the', 'die', and German's other cases ('der Verein', 'dem Naturpark'). */
const LEADING =
  /^(?:(?:the|our|its|les|des|nos|la|le|die|der|den|dem|das|unsere[nmr]?|i|gli|le|i\s+nostri|le\s+nostre|los|las|nuestros|nuestras|de|het|onze)\s+|l['’]\s*)+/iu;
/** Who is who, for the words the group vocabulary does not know. */
const TYPE_WORDS: readonly [RegExp, StakeholderType][] = [
  [
    /authorit|behörd|autorit|autoridad|istituzion|institucion|overhe|regul|ministr|government|regierung|gouvern|gobierno|governo/iu,
    'Regulators',
  ],
  [
    /communit|bevölkerung|anwohner|riverain|gemeinde|gemeent|kommun|collectivit|municip|comun|ayuntamient|landowner|propriétaires|proprietari|grundeigent|grundstückseigent|flächeneigent|agricult|agricolt|landwirt|vicin|vecin|voisin|nachbar|buren/iu,
    'Communities',
  ],
  [/invest|lender|bank|banque|banc|financ|aktion|azionist|accionist/iu, 'Investors'],
  [
    /employ|staff|apprenti|trainee|lehrling|auszubild|apprendist|aprendi|leerling|mitarbeit|personal|personnel|salari|dipendent|empleado|medewerker|betriebsrat|works\s+council|comité\s+social|représentants\s+du\s+personnel|rappresentanz/iu,
    'Employees',
  ],
  [
    /customer|client|kunde|klant|guest|gäste|ospit|huésped|policyholder|\bmembers\b|versichert|versicherungsnehmer|assurés|sociétaires|assicurat|tenant|mieter|locataire|inquilin|subscriber|abonn[ée]|abonnent|abonad|usager|\busers\b|utent[ei]|usuari|gebruiker/iu,
    'Customers',
  ],
  [
    /supplier|lieferant|fournisseur|proveedor|fornitor|leverancier|contractor|subunternehm|sous-trait|subappalt|subcontrat/iu,
    'Suppliers',
  ],
];

const ACRONYM = /^\p{Lu}{2,}$/u;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The stakeholder groups a sentence lists after 'our stakeholders are' and its counterparts. */
export function dialogueGroups(sentence: string): DialogueGroup[] {
  return [...sentence.matchAll(LIST_START)].flatMap((match) => {
    // What a bracket adds to an item ('inversores (Meseta Growth Partners y Olmedo Capital)') is not the list.
    const rest = sentence.slice(match.index + match[0].length).replace(/\s*\([^()]*\)/gu, '');
    const end = LIST_END.exec(rest);
    const items = rest
      .slice(0, end ? end.index : rest.length)
      .split(ITEM_SEPARATOR)
      // 'omwonenden in Tilburg': the group, without where it lives.
      .map((item) => item.trim().replace(LEADING, '').replace(WHERE, '').trim())
      .filter(Boolean);
    // A list of groups: a few words each, no figures, and more than one of them.
    if (items.length < 2 || items.length > 14) return [];
    if (items.some((item) => item.split(/\s+/).length > 4 || /\d/.test(item))) return [];
    // An item that only names a place ('omwonenden in Tilburg en Goirle' gives 'Goirle') is no group,
    // unless every item is capitalised, as German nouns are ('Kunden, Transportpartner und Verbände').
    // A German noun keeps its capital after a lower-case adjective ('lokalen Bevölkerung'); a body's
    // acronym ('l’ADEME') names no place either.
    const german = items.every((item) => /(?:^|\s)\p{Lu}[\p{L}'’-]*$/u.test(item));
    return items
      .filter(
        (item) =>
          german ||
          !/^\p{Lu}[\p{L}'’-]*$/u.test(item) ||
          ACRONYM.test(item) ||
          TYPE_WORDS.some(([pattern]) => pattern.test(item)),
      )
      .map((item) => ({
        type: TYPE_WORDS.find(([pattern]) => pattern.test(item))?.[1] ?? 'NGOs & partners',
        name: capitalize(item),
      }));
  });
}

/**
 * A row of a stakeholder-dialogue table, as the page text gives it: the group in the first cell, then
 * what it expects and how the company talks to it under the columns' headings ('Betriebsrat |
 * Erwartungen: … | Dialogformate: …', 'Propriétaires fonciers | Attentes : … | Modes de dialogue : …',
 * 'Ospiti | Temi: … | Canali di ascolto: …', 'Policyholders | Key topics: … | How we engage: …').
 */
const DIALOGUE_COLUMN = String.raw`(?:Erwartungen|Themen|Anliegen|Dialogformate?|Dialogformen|Kommunikationskanäle|Attentes|Enjeux|Préoccupations|Modes\s+de\s+dialogue|Modalités\s+de\s+dialogue|Canaux(?:\s+de\s+dialogue)?|Temi(?:\s+rilevanti)?|Aspettative|Canali(?:\s+di\s+(?:ascolto|dialogo))?|Modalità\s+di\s+(?:coinvolgimento|dialogo)|Expectations|(?:Key\s+)?topics|Concerns|How\s+we\s+engage|Engagement\s+(?:channels?|methods?)|Channels|Expectativas|Canales(?:\s+de\s+diálogo)?|Verwachtingen|Dialoogvormen)`;
const DIALOGUE_ROW = new RegExp(String.raw`^([^|:]{2,80}?)\s*\|\s*${DIALOGUE_COLUMN}\s*:`, 'iu');

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
