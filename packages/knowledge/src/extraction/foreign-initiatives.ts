import { speaksAsWe } from '../company/facts/own-statement.js';
import { NAME_PATTERN } from './names.js';

/**
 * Named programmes a French, Dutch, German, Italian or Spanish page presents as the company's own: the
 * programme word after 'our' or after 'we launched' ('notre programme Zéro Chute', 'ons project
 * Groene Daken', 'il nostro progetto Cantieri Puliti', 'hemos puesto en marcha el programa Raíces',
 * 'unser Projekt „Grüne Höfe“'). German capitalises every noun, so a German name counts only in quotes.
 */
const HEAD =
  'programmes?|projets?|initiatives?|fonds|fondation|acad[ée]mie|plateforme|programma|project|initiatief|stichting|academie|platform|Programm|Projekt|Initiative|Stiftung|Akademie|Plattform|progetto|iniziativa|fondo|fondazione|accademia|piattaforma|programa|proyecto|iniciativa|fundaci[óo]n|academia|plataforma';
/** 'our' in the five languages, or a launch verb and its article; German apart (quoted names only). */
/** The first letter of each word may be a capital at the start of a sentence ('Il nostro progetto …'). */
const OWNER =
  "(?:[Nn]otre|[Oo]ns|[Oo]nze|[Ii]l nostro|[Ll]a nostra|[Nn]uestro|[Nn]uestra)(?:\\s+(?:nouveau|nouvelle|nieuwe|nuovo|nuova|nuevo|nueva|propre|eigen))?|(?:[Nn]ous avons (?:lanc[ée]|cr[ée]{2}|mis en place)|[Aa]bbiamo (?:lanciato|avviato|creato)|[Hh]emos (?:lanzado|puesto en marcha|creado)|[Ll]anzamos|[Ll]anciamo)\\s+(?:le|la|l['’]|un|une|il|lo|uno|una|el)";
const GERMAN_OWNER =
  '(?:unser(?:e[mnrs]?)?(?:\\s+(?:neue[ns]?|eigene[ns]?))?|(?:haben wir|wir haben)\\s+(?:das|die|den|ein|eine|einen))';
const QUOTED = '[«„"“‘\']\\s*([^«»„“”"\'‘’]{2,60}?)\\s*[»“”"\'’]';

const OWN_NAMED = new RegExp(`(?<!\\p{L})(?:${OWNER})\\s*(${HEAD})\\s+(?:${QUOTED}|(${NAME_PATTERN}))`, 'gu');
const GERMAN_NAMED = new RegExp(`(?<!\\p{L})${GERMAN_OWNER}\\s+(${HEAD})\\s+${QUOTED}`, 'giu');
/**
 * A list of the company's own measures names a programme after the item's label, with no 'unser':
 * 'Arbeitssicherheit: Programm „Null Unfälle“ mit Unterweisungen …'. The programme word opens the
 * line or follows the label's colon; its name is still quoted.
 */
const GERMAN_LABELLED = new RegExp(`(?:^|:\\s*)(Programm|Projekt|Initiative)\\s+${QUOTED}`, 'gu');
/**
 * Polish names a programme by its word, what it is about in lower case, then the quoted name, with no
 * 'our': 'Program efektywności energetycznej „Zielona Hala”', 'projekt fotowoltaiczny „Jasny Dach”',
 * 'Strategia zrównoważonego rozwoju „Brzozak 2030”'. Only a quoted name counts.
 */
const POLISH_NAMED = new RegExp(
  `(?<!\\p{L})([Pp]rogram|[Pp]rojekt|[Ss]trategi[ae]|[Ii]nicjatyw[ay]|[Aa]kademi[ae]|[Ff]undacj[ae])(?:\\s+\\p{Ll}+){0,3}\\s*:?\\s+${QUOTED}`,
  'gu',
);

/**
 * Swedish, Danish and Norwegian write the programme word into a compound after 'our' and quote the name:
 * 'Vårt säkerhetsprogram "Noll olyckor"', 'vores klimaprojekt "Grønne Tage"', 'vårt program «Null skader»'.
 * Only a quoted name counts.
 */
const NORDIC_NAMED = new RegExp(
  `(?<!\\p{L})(?:[Vv]år|[Vv]årt|[Vv]åra|[Vv]ores|[Vv]åre)\\s+(\\p{L}*(?:program|projekt|prosjekt|initiativ)(?:met|et)?)\\s+${QUOTED}`,
  'gu',
);

/**
 * A strategy or roadmap the company names ('notre feuille de route Racines 2030', 'nuestra estrategia
 * «Raíz 2030»', 'onze routekaart Groen Groeien', 'unsere Nachhaltigkeitsstrategie „Morgen bauen“'): the
 * programme its measures belong to. A bare acronym ('notre stratégie RSE') or a year names none.
 */
const STRATEGY_HEAD = String.raw`strat[ée]gie|feuille de route|estrategia|hoja de ruta|strategia|routekaart|strategie`;
const STRATEGY_QUALIFIER = String.raw`(?:\s+(?:RSE|ESG|climat|de d[ée]veloppement durable|de sostenibilidad|di sostenibilit[àa]|duurzaamheid))?`;
const OWN_STRATEGY = new RegExp(
  String.raw`(?<!\p{L})(?:[Nn]otre|[Nn]uestra|[Ll]a nostra|[Oo]nze)\s+(${STRATEGY_HEAD})${STRATEGY_QUALIFIER}\s*,?\s+(?:${QUOTED}|(${NAME_PATTERN}(?:\s+(?:19|20)\d\d)?))`,
  'gu',
);
const GERMAN_STRATEGY = new RegExp(
  String.raw`(?<!\p{L})[Uu]nser(?:e[mnrs]?)?\s+((?:Nachhaltigkeits|Klima|ESG-)?[Ss]trategie)\s+${QUOTED}`,
  'gu',
);
const NOT_A_NAME = /^(?:\p{Lu}{2,6}|(?:19|20)\d\d)$/u;

/**
 * A project the company runs or backs, named in quotes after its word and an article, in a sentence in
 * its own voice: 'Sosteniamo … il progetto "Scuola Ceramica Aperta" con l'istituto tecnico …',
 * 'promovemos el proyecto «Mar Limpio»', 'we have run the "Open Kiln" project'. The quotes make it a
 * name; the first person makes it the company's.
 */
const ARTICLE_QUOTED = new RegExp(
  `(?<!\\p{L})(?:il|lo|la|le|l['’]|el|the|het|de|das|den|die)\\s+(${HEAD})\\s+${QUOTED}`,
  'gu',
);
const QUOTED_THEN_HEAD = new RegExp(
  `(?<!\\p{L})the\\s+${QUOTED}\\s+(project|programme|program|initiative)(?!\\p{L})`,
  'gu',
);
const OWN_VOICE = /(?<!\p{L})(?:we|our|nous|notre|nos|wir|unser\p{L}*|wij|onze|ons)(?!\p{L})/iu;

/** Another party's project: a customer's, a supplier's, a town's ('the city launched the "…" project'). */
const ANOTHER_PARTYS =
  /(?<!\p{L})(?:customers?|clients?|clienti|clientes|Kunden?|klant\p{L}*|suppliers?|fornitor\p{L}*|proveedor\p{L}*|Lieferant\p{L}*|fournisseurs?|city|town|council|government|comune|ayuntamiento|Stadt|Gemeinde|gemeente|ville)(?!\p{L})/iu;

function quotedProjects(sentence: string): string[] {
  if ((!speaksAsWe(sentence) && !OWN_VOICE.test(sentence)) || ANOTHER_PARTYS.test(sentence)) return [];
  return [
    ...[...sentence.matchAll(ARTICLE_QUOTED)].map((match) => `${capitalize(match[1]!)} ${match[2]!.trim()}`),
    ...[...sentence.matchAll(QUOTED_THEN_HEAD)].map((match) => `${match[1]!.trim()} ${match[2]!}`),
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The programmes a sentence names as the company's own, titled as written ('Progetto Cantieri Puliti'). */
export function foreignNamedProgrammes(sentence: string): string[] {
  const titles: string[] = [];
  for (const match of sentence.matchAll(OWN_NAMED)) {
    const name = (match[2] ?? match[3] ?? '').trim();
    if (name) titles.push(`${capitalize(match[1] ?? '')} ${name}`);
  }
  for (const match of [
    ...sentence.matchAll(GERMAN_NAMED),
    ...sentence.matchAll(GERMAN_LABELLED),
    ...sentence.matchAll(POLISH_NAMED),
    ...sentence.matchAll(NORDIC_NAMED),
  ]) {
    const name = (match[2] ?? '').trim();
    if (name) titles.push(`${capitalize(match[1] ?? '')} ${name}`);
  }
  for (const match of [...sentence.matchAll(OWN_STRATEGY), ...sentence.matchAll(GERMAN_STRATEGY)]) {
    const name = (match[2] ?? match[3] ?? '').trim();
    if (name && !NOT_A_NAME.test(name)) titles.push(`${capitalize(match[1] ?? '')} ${name}`);
  }
  for (const title of quotedProjects(sentence)) if (!titles.includes(title)) titles.push(title);
  return titles;
}
