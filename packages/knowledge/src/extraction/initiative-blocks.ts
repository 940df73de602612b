import { blockLocator, type DocumentBlock, type StructuredDocument } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { retrievedAtOf } from './evidence.js';
import { initiativeCategory, namesImpactTopic } from './initiative-category.js';
import { measureTableCandidates } from './measure-tables.js';
import { practiceLineCandidates, RENEWABLE_SUPPLY } from './practice-lines.js';
import { OTHER_SECTION_HEADING, opensWithOwnPractice } from './present-practice.js';
import { quoteOf, shortQuote, splitSentences } from './sentences.js';
import type { ExtractionOptions, InitiativeCandidate } from './types.js';

/**
 * Initiatives as a company's own pages lay them out: a heading naming it, with its paragraph (and the
 * figures in it) underneath. A heading counts when it sits under one that announces programmes
 * ('Our programmes', 'What we are doing', 'Projecten', 'Maßnahmen'); when it names a programme or
 * project itself ('Forest stewardship programme'); or, on a sustainability page, when it is a
 * sub-heading (third level or deeper), where each topic's projects get their own heading, or a
 * second-level heading with no sub-headings whose paragraph tells what the company did or does
 * ('In 2023 we installed…', 'Since 2019 the dust fires our boilers'), the layout of a page whose
 * title is its only first-level heading. Product features and news headlines have headings too,
 * which is why no rule reads home, product or news pages on their own.
 */
// The Nordic words as an address spells them ('baeredygtighed', 'hallbarhet', 'baerekraft') and as a title does.
const SUSTAINABILITY_PAGE =
  /sustainab|duurzaam|nachhaltig|baeredygtig|bæredygtig|hallbar|hållbar|baerekraft|bærekraft|durabilit|sustentab|impact|\besg\b|\bcsr\b|\bmvo\b|\brse\b|\brsc\b|responsib|responsab|sostenib|verantwortung|umwelt|klima|environnement|ambiente|milieu|engagements|impegn|compromis|udrzitel|udržitel|udrzatel|udržateľ/i;
const PROGRAMMES_HEADING =
  /programm|initiativ|\bprojects?\b|projecten|projekte|projets|progetti|proyectos|what we(?:'re|’re| are) doing|our actions|wat we doen|maßnahmen|nos actions|iniciativas|\bacties\b|maatregelen|was wir tun|ce que nous faisons|\bazioni\b|cosa facciamo|\bacciones\b|lo que hacemos|qu[ée] hacemos|indsatser|initiativer|\btiltak?\b|insatser|åtgärder|projekter/i;
/** A heading that says what a section is about, not what the company runs. */
// A report's heading ('Sustainability report', 'Relatório de Sustentabilidade', 'Nachhaltigkeitsbericht')
// sits over the link to the document: a publication, not a measure.
const TOPIC_HEADING =
  /^(?:certific\w*|certif\w*|zertifi\w*|standards?\b|commitments?|key figures|kerncijfers|kennzahlen|chiffres cl[ée]s|indicateurs|cifras clave|indicadores|dati chiave|indicatori|contact\w*|kontakt|downloads?|news|nieuws|aktuelles|actualit[ée]s|notizie|noticias|faq|klíčové ukazatele|novinky|aktuality|relat[óo]rios?\b|rapports?\b|informes?\b|verslag\b|\w*berichte?\b|(?:\w+\s+){0,2}reports?\b)/i;
const MAX_TITLE_WORDS = 8;
/**
 * A heading without the numbering of the page's list ('1. Préserver la biodiversité', '2) Water', 'III.
 * People', 'b. Packaging'): the number orders the page, it is no part of the initiative's name.
 */
const LIST_NUMBERING =
  /^\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]|\d{1,2}(?:\.\d{1,2})+|[IVX]{1,4}[.)]|[a-z][.)])\s+(?=\p{L})/u;
export const withoutListNumbering = (title: string): string => title.replace(LIST_NUMBERING, '').trim();

/** A heading that names one programme or project (singular: 'Our programmes' announces several). */
const NAMES_A_PROGRAMME =
  /\b(?:programme|program|project|initiative|programma|programm|projekt|projet|proyecto|progetto|programa|projeto|projecto|iniciativa|fundo)\b|(?:academy|academie|akademie|académie|accademia|academia)\b/i;
/** A pillar or topic, not something the company runs: 'Climate', 'Our approach', 'People'. */
const PILLAR_WORDS = String.raw`(?:planet|prosperity|profit|approach|strategy|commitments?|ambitions?|goals|targets|vision|mission|values|policy|policies|governance|reporting|materiality|climate|environment(?:al)?|social|people|community|communities|nature|biodiversity|energy|water|waste|packaging|circularity|ethics|products?|suppliers|supply chain)`;
/** 'Climate', 'Our approach', and two of them joined: 'Waste and packaging', 'Climate & energy'. */
const PILLAR_HEADING = new RegExp(
  String.raw`^(?:our )?${PILLAR_WORDS}(?:\s*(?:,|and|&)\s*${PILLAR_WORDS})*$`,
  'i',
);
/**
 * A report published as a web page ('Sustainability report 2025/26'): its headings are its chapters,
 * read by the sentence rules as a linked PDF's are, never as initiatives.
 */
const REPORT_PAGE =
  /\b(?:report|bericht|rapport|verslag|informe|relazione|bilancio|memoria)\b[^/]*?(?:19|20)\d\d|(?:report|bericht|rapport|verslag|informe|relazione|bilancio)-?(?:19|20)\d\d/i;
/** The same pillars in Dutch, German, French, Italian and Spanish, with the possessive they often carry. */
const FOREIGN_PILLAR_HEADING =
  /^(?:(?:onze|unser[e]?|notre|nos|il nostro|la nostra|i nostri|le nostre|nuestr[oa]s?)\s+)?(?:planeet|planet|plan[èe]te|pianeta|planeta|aanpak|strategie|ambitie\w*|doelen|doelstellingen|beleid|klimaat|milieu|mensen|medewerkers|energie|water|afval|natuur|biodiversiteit|ansatz|strategie|ziele|klima|umwelt|menschen|mitarbeitende|wasser|abfall|natur|biodiversit[äa]t|approche|strat[ée]gie|objectifs?|engagements?|climat|environnement|social|soci[ée]t[ée]|collaborateurs|[ée]nergie|eau|d[ée]chets|nature|biodiversit[ée]|gouvernance|approccio|strategia|obiettivi|impegni|clima|ambiente|persone|energia|acqua|rifiuti|natura|biodiversit[àa]|enfoque|estrategia|objetivos|compromisos|medio ambiente|personas|agua|residuos|naturaleza|biodiversidad|gobernanza|energ[íi]a|produits|productos|prodotti|producten|produkte|emballages?|envases|imballaggi|verpakking(?:en)?|verpackung(?:en)?|usines?|f[áa]brica|fabbrica|fabriek|werk|fili[èe]res?)(?:\s+(?:(?:19|20)\d\d|et|und|en|e|y)(?:\s+\p{L}+)?)?$/iu;
/**
 * A start the text dates ('since 2019') or a thing the company set up ('we installed', 'we replanted'):
 * not a reporting year ('in 2025 our emissions were…'), which describes a footprint, not a programme.
 */
const WE_DID =
  /\bwe (?:have )?(?:installed|launched|started|introduced|built|replaced|switched|opened|restored|replanted|planted|converted|set up|fitted|retrofitted|equipped|upgraded|rolled out|implemented|deployed|commissioned|established|electrified)\b/i;
const ACTION = new RegExp(String.raw`\bsince (?:19|20)\d\d\b|${WE_DID.source}`, 'i');
/**
 * What the company set up, in Dutch, German, French, Italian, Spanish and Portuguese ('nous avons installé',
 * 'abbiamo installato', 'abbiamo messo in servizio', 'hemos sustituido', 'pusimos en marcha', 'haben wir …
 * eingeführt', 'hebben we … geplaatst', 'instalámos', 'estamos a substituir').
 * A start alone
 * ('depuis 2019', 'seit 2021') is not enough there: it as often opens a result ('depuis 2019, nos
 * émissions ont baissé de 30 %').
 */
/**
 * Czech and Slovak: 'jsme instalovali', 'jsme v roce 2025 dokončili', 'spustili jsme', 'sme zaviedli', and
 * a line put into service ('uvedená do provozu v březnu 2025').
 */
const CZECH_VERBS = String.raw`(?:na)?instalovali|dokončili|spustili|zavedli|vybudovali|postavili|provedli|zprovoznili|vyměnili|zahájili|uvedli do provozu|osadili|zaviedli|zrealizovali|realizovali`;
const CZECH_DID = String.raw`(?:jsme|sme)(?![\p{L}])[^.;]{0,60}?(?<![\p{L}])(?:${CZECH_VERBS})|(?:${CZECH_VERBS})\s+(?:jsme|sme)|uveden[aáéoý]?\s+do\s+provozu`;
const FOREIGN_ACTION = new RegExp(
  String.raw`(?<!\p{L})(?:nous avons (?:install|lanc|mis en place|mis en service|plant|remplac|converti|ouvert|d[ée]marr|construit|[ée]quip|sign|financ|gel|cr[ée]|d[ée]ploy|raccord|r[ée]nov|supprim|[ée]limin)\p{L}*|nous (?:rempla[çc]|install|[ée]quip|d[ée]ploy|finan[çc]|raccord|r[ée]nov)ons|abbiamo (?:installat|avviat|lanciat|introdott|piantat|sostituit|convertit|apert|messo in (?:servizio|funzione|esercizio)|costruit|realizzat|attivat)\p{L}*|hemos (?:instalad|lanzad|puesto en marcha|puesto en servicio|plantad|sustituid|convertid|abiert|construid|equipad|redise[ñn]ad|implantad|inaugurad|renovad|cread|firmad|financiad|desplegad|eliminad|ampliad|incorporad)\p{L}*|pusimos en (?:marcha|servicio|funcionamiento)|(?:instalamos|lanzamos|plantamos|sustituimos|implantamos|inauguramos|construimos|redise[ñn]amos|ampliamos|eliminamos|incorporamos)|(?:instal|lan[çc]|cri|implement|plant|inaugur|equip|renov|financi|assin|convert)[áa]mos|(?:substitu|constru|conclu)[íi]mos|estamos a (?:substituir|instalar|construir|implementar|renovar|plantar|converter)|haben wir\b[^.;]{0,100}?\b(?:installiert|eingef[üu]hrt|gestartet|umgestellt|gepflanzt|errichtet|ersetzt|er[öo]ffnet|angeschlossen|in Betrieb genommen|modernisiert|umger[üu]stet|ausgebaut|eingerichtet|ausgestattet|saniert|gebaut)|(?:hebben (?:we|wij)|(?:we|wij) hebben)\b[^.;]{0,100}?\b(?:ge[iï]nstalleerd|geplaatst|gelanceerd|gestart|ingevoerd|geplant|vervangen|omgebouwd|in gebruik genomen|gebouwd)|${CZECH_DID})(?!\p{L})`,
  'iu',
);
/**
 * What the company set up, in Swedish, Danish and Norwegian: the perfect after 'vi har' or 'har vi' ('Under
 * 2024 har vi installerat …', 'vi har indført', 'har vi tatt i bruk'), the past after 'vi' or inverted
 * ('I Moälven tog vi 2023 i drift en ny panna', 'byggde vi'), and a practice kept up ('planterar vi').
 */
const NORDIC_DONE = String.raw`(?:installerat|infört|startat|byggt|bytt|ersatt|planterat|öppnat|driftsatt|konverterat|elektrifierat|lanserat|etablerat|anlagt|investerat|installeret|indført|etableret|bygget|udskiftet|erstattet|plantet|åbnet|omstillet|konverteret|lanceret|installert|innført|etablert|bygd|byttet|åpnet|lansert|konvertert|elektrifisert|(?:tagit|taget|tatt)\b[^.;]{0,60}?\bi (?:drift|bruk|brug|trafik))`;
const NORDIC_PAST = String.raw`(?:installerade|införde|startade|byggde|bytte|ersatte|planterade|öppnade|driftsatte|lanserade|etablerade|anlade|investerade|installerede|indførte|etablerede|byggede|udskiftede|plantede|installerte|innførte|etablerte|bygde|planterar|installerar|ersätter|planter|erstatter)`;
const NORDIC_ACTION = new RegExp(
  String.raw`(?<!\p{L})(?:(?:vi har|har vi)\b[^.;]{0,100}?\b${NORDIC_DONE}|vi ${NORDIC_PAST}|${NORDIC_PAST} vi|(?:tog|tok) vi\b[^.;]{0,60}?\bi (?:drift|bruk|brug|trafik))(?!\p{L})`,
  'iu',
);
/**
 * A quantity with its unit: what an initiative reports ('2.4 MWp', '1,450 hectares', '61%', '1,8 MWc',
 * '9 mg/Nm³' of dust, '4 300 logements' helped).
 */
const QUANTITY =
  /\b\d[\d,.\u00a0\u202f]*\s?(?:(?:million|millions|miljoner|millioner|mio\.?|millones|milioni|miljoen)\s+)?(?:%|per ?cent|procent|prosent|plantor|planter|saplings|seedlings|träd|træer|trær|hushåll|husstande|husholdninger|mwh|gwh|kwh|mwp|kwp|mwc|kwc|mw|kw|t\b|tonnes?|tons?|tonnen|tonnellate|toneladas|hectares?|ha\b|m³|m3|m²|m2|mg\/n?m³|litres?|liters?|litros?|litri|trees|bomen|b[äa]ume|arbres|alberi|[áa]rboles|km|people|employees|suppliers|schools|households|homes|dwellings|logements|m[ée]nages|woningen|huishoudens|wohnungen|haushalte|alloggi|famiglie|viviendas|hogares|t ?co2e?)/iu;

/** 'Since June 2023', 'seit Juni 2023', 'depuis 2019', 'dal 2021', 'desde 2020', 'sinds 2022'. */
const SINCE_A_DATE =
  /(?<!\p{L})(?:since|seit|depuis|dal|dall['’]|desde|sinds)\s+(?:(?:\p{L}+|\d{1,2}\.?)\s+){0,2}(?:19|20)\d\d\b/iu;
/**
 * An installation of the company's own that runs since a date, with its size ('Seit Juni 2023 erzeugt
 * eine Photovoltaikanlage mit 1,8 MWp …'): what it set up, though the sentence's subject is the plant.
 */
const INSTALLATION =
  /(?:\p{L}*laadpunt\p{L}*|laadpal\p{L}*|elektrische (?:trucks|trekkers|vrachtwagens|bakwagens|bestelwagens|bussen)|electric (?:trucks|lorries|vans|buses)|e-trucks|elektro-?lkw|camions [ée]lectriques|(?:bio-?)?lng[- ]trucks|trucks op (?:\(?bio-\)?)?lng|photovolta\p{L}*|solar\s?(?:anlage|installation|array|plant|park|roof)|pv[-\s]?(?:anlage|installation|system|plant)|solaranlage|zonnepanelen|zonnepark|fotovoltaico|fotovoltaica|w[äa]rmepumpe|heat pump|pompe [àa] chaleur|pompa di calore|warmtepomp|bomba de calor|blockheizkraftwerk|\bbhkw\b|lades[äa]ulen|ladepunkte|charging points|bornes de recharge|w[äa]rmer[üu]ckgewinnung|heat recovery|waste heat|abw[äa]rme|chaleur fatale|r[ée]cup[ée]ration de chaleur|calore di scarto|recupero di calore|calor residual|restwarmte)/iu;
/**
 * A practice the company has run since a date, told in the first person right after the date ('Desde
 * 2023 pesamos cada día los restos de los buffets', 'Dal 2022 pesiamo', 'Depuis 2021, nous pesons',
 * 'Seit 2023 wiegen wir', 'Sinds 2022 wegen we'): the company does something, where a date followed by
 * a result ('depuis 2019, nos émissions ont baissé') does not.
 */
const SINCE_WE_DO = new RegExp(
  String.raw`${SINCE_A_DATE.source},?\s+(?:\p{L}{2,}(?:amos|emos|imos|iamo)|nous\s+\p{L}+|\p{L}+\s+wir|\p{L}+\s+(?:we|wij))(?!\p{L})`,
  'iu',
);
const RUNS_SINCE = new RegExp(String.raw`${SINCE_A_DATE.source}[^.]{0,80}?${INSTALLATION.source}`, 'iu');
/** 'our', 'we' and their Dutch, German, French, Italian and Spanish forms: the installation is the company's own. */
const OWN =
  /(?<!\p{L})(?:our|we|onze|ons|wij|unsere?\p{L}*|wir|nos|notre|nous|nostr\p{L}*|abbiamo|nuestr\p{L}*)(?!\p{L})/iu;
/** Installations counted ('24 elektrische trekkers', '46 snellaadpunten', '10.400 zonnepanelen'). */
const COUNTED_INSTALLATION = new RegExp(
  String.raw`\d[\d.,\u00a0\u202f]*\s+(?:\p{L}+\s+)?${INSTALLATION.source}`,
  'iu',
);

/**
 * An installation put into service in a stated year ('Seit ihrer Inbetriebnahme 2022', 'commissioned in
 * 2024', 'mise en service en 2023', 'in gebruik genomen in 2021', 'messa in funzione nel 2022', 'puesta
 * en marcha en 2023'): what the company set up, whatever the sentence's subject.
 */
const COMMISSIONED =
  /(?<!\p{L})(?:inbetriebnahme|in betrieb genommen|commissioned|mise en service|mis(?:e)? en service|in gebruik genomen|ingebruikname|messa in (?:funzione|servizio|esercizio)|puesta en (?:marcha|servicio))(?!\p{L})[^.]{0,40}?(?:19|20)\d\d\b|(?<!\p{L})(?:19|20)\d\d\b[^.]{0,40}?(?:in betrieb genommen|commissioned|mis(?:e)? en service|in gebruik genomen)(?!\p{L})/iu;
/**
 * The company trains apprentices, counted ('Derzeit bilden wir 48 Lehrlinge aus', 'we train 30
 * apprentices', 'nous formons 25 apprentis', 'wij leiden 12 leerlingen op'): a programme it runs.
 */
/** A jobs section: apprentices counted there are places on offer, not a programme's result. */
const JOBS_HEADING =
  /(?<!\p{L})(?:careers?|jobs?|vacanc\p{L}*|karriere|stellen\p{L}*|vacatures?|emplois?|recrut\p{L}*|lavora con noi|trabaja con nosotros)(?!\p{L})/iu;
const trainsApprentices = (title: string, text: string): boolean =>
  TRAINS_APPRENTICES.test(text) && !JOBS_HEADING.test(title);
const TRAINS_APPRENTICES =
  /(?<!\p{L})(?:(?:bilden|bildet)\s+wir\s+(?:[\p{L}\d.]+\s+){0,4}?\d[\d.]*\s+(?:lehrlinge|auszubildende|azubis)|wir\s+bilden\s+(?:[\p{L}\d.]+\s+){0,4}?\d[\d.]*\s+(?:lehrlinge|auszubildende|azubis)|we\s+(?:currently\s+)?(?:train|employ)\s+\d[\d,]*\s+apprentices|nous\s+formons\s+\d+\s+apprenti\p{L}*|(?:wij|we)\s+leiden\s+\d+\s+leerlingen)(?!\p{L})/iu;

/**
 * The paragraph tells what the company set up ('we fitted light curtains to all die-cutters'), or since
 * when and how much: a start alone ('since 2019') as often opens a result as a programme. Installations
 * of its own with their size or number ('op de daken van onze warehouses liggen 10.400 zonnepanelen
 * (4,2 MWp)', 'met 24 elektrische trekkers bevoorraden wij …') are what it runs.
 */
const isMeasuredAction = (text: string): boolean =>
  WE_DID.test(text) ||
  (COMMISSIONED.test(text) && QUANTITY.test(text)) ||
  (OWN.test(text) && ((INSTALLATION.test(text) && QUANTITY.test(text)) || COUNTED_INSTALLATION.test(text))) ||
  ((ACTION.test(text) ||
    FOREIGN_ACTION.test(text) ||
    NORDIC_ACTION.test(text) ||
    RUNS_SINCE.test(text) ||
    SINCE_WE_DO.test(text)) &&
    QUANTITY.test(text)) ||
  (SINCE_A_DATE.test(text) && RENEWABLE_SUPPLY.test(text));

/**
 * A heading that names a scheme a company runs for its goods or its freight, not a topic: a repair
 * service, a second-hand or take-back corner, rail freight ('Atelier réparation en magasin', 'Corner
 * seconde main', 'Fret ferroviaire', 'Reparatur-Service', 'Tweedehands hoek', 'Take-back scheme'), rooms or
 * shops made free of plastic ('Habitaciones sin plástico', 'Plastic-free rooms') and local sourcing
 * ('Producto de km 0', 'Circuits courts', 'Filiera corta').
 */
const SCHEME_HEADING =
  /(?<!\p{L})(?:repair(?:s|ing)?|r[ée]parations?|reparatur\p{L}*|reparatie\p{L}*|riparazion[ei]|reparaci[óo]n(?:es)?|second[- ]hand|pre-?loved|seconde main|tweedehands|gebraucht\p{L}*|usato|segunda mano|take[- ]back|r[üu]cknahme\p{L}*|terugname\p{L}*|rail freight|fret ferroviaire|transport ferroviaire|bahntransport|g[üu]terbahn|schieneng[üu]terverkehr|spoorvervoer|trasporto ferroviario|transporte ferroviario|plastic[- ]free|plastikfrei|sans plastique|senza plastica|sin pl[áa]sticos?|sem pl[áa]stico|zonder plastic|km ?0|km zero|kil[óo]metro cero|chilometro zero|circuits? courts?|filiera corta)(?!\p{L})/iu;

function pathOf(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function isSustainabilityPage(document: StructuredDocument): boolean {
  const words = `${pathOf(document.url)} ${document.title ?? ''}`;
  return SUSTAINABILITY_PAGE.test(words) && !REPORT_PAGE.test(words);
}

/**
 * A page where a small company states its practices: a sustainability page, or one headed for its
 * social commitment ('Engagement', 'Unser Engagement') or in Polish ('Zrównoważony rozwój', 'Odpowiedzialność').
 */
const PRACTICE_PAGE = /(?<!\p{L})engagement(?!\p{L})|zr[oó]wnowa[zż]|odpowiedzialn|[sś]rodowisk/iu;

function isPracticePage(document: StructuredDocument): boolean {
  const words = `${pathOf(document.url)} ${document.title ?? ''}`;
  return isSustainabilityPage(document) || (PRACTICE_PAGE.test(words) && !REPORT_PAGE.test(words));
}

/** The paragraphs under a heading, up to the next heading. */
function paragraphsAfter(blocks: readonly DocumentBlock[], index: number): string[] {
  const paragraphs: string[] = [];
  for (const block of blocks.slice(index + 1)) {
    if (block.type === 'heading') break;
    if (block.type === 'paragraph') paragraphs.push(block.text);
  }
  return paragraphs;
}

/** A second-level heading with no deeper heading before the next one of its level or higher. */
function isLeafSection(blocks: readonly DocumentBlock[], index: number, level: number): boolean {
  for (const next of blocks.slice(index + 1)) {
    if (next.type === 'heading') return next.level <= level;
  }
  return true;
}

/**
 * A heading that is a scheme's own name and nothing else: capitalised words and a word for a scheme
 * ('Our Clean Water Promise', 'The Green Fleet Pledge', 'Through the Halvorsen Foundation',
 * 'Fondation Halvorsen'), with no verb that would make it a headline ('Meadow Fund passes 100 meadows').
 */
const SCHEME_WORDS = String.raw`(?:Foundation|Fund|Promise|Pledge|Programme|Program|Initiative|Project|Scheme|Academy|Trust|Challenge|Stiftung|Fonds)`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’&-]*`;
const SCHEME_NAME = new RegExp(
  String.raw`^(?:(?:through|via|with|by) )?(?:the |our )?((?:${NAME_WORD}(?:\s+(?:of|for|the|and|in|to|on)\s+|\s+|-))+${SCHEME_WORDS}|(?:Fondation|Fondazione|Fundaci[óo]n|Funda[çc][ãa]o|Stichting|Stiftung)\s+${NAME_WORD}(?:\s+${NAME_WORD}){0,3})$`,
  'iu',
);
/** A news, press or blog address: its headings are headlines. */
const NEWS_PAGE =
  /\/(?:news|newsroom|press|presse|pressemitteilungen|blog|blogs|aktuelles|nachrichten|nieuws|actualites|actualit%C3%A9s|noticias|notizie)(?:\/|$)/i;

/**
 * The scheme a heading names, without the words leading to it ('Through the Halvorsen Foundation' →
 * 'Halvorsen Foundation'), when every word of the name is capitalised.
 */
function schemeName(title: string): string | undefined {
  const name = SCHEME_NAME.exec(title)?.[1];
  if (!name) return undefined;
  const words = name.split(/[\s-]+/u).filter((word) => !/^(?:of|for|the|and|in|to|on)$/u.test(word));
  // 'Our Pledge' names no scheme: a name word besides 'Our' and the scheme's own word is asked.
  const naming = words.filter((word) => !/^(?:our|the)$/iu.test(word)).length >= 2;
  return naming && words.every((word) => /^\p{Lu}/u.test(word)) ? name : undefined;
}

/**
 * A heading that names a scheme of the company's on any page but a news item, when its paragraph is
 * about the environment or a community: the name says it is a programme though no verb says so.
 */
function isNamedScheme(document: StructuredDocument, index: number, title: string): boolean {
  if (!schemeName(title) || NEWS_PAGE.test(pathOf(document.url))) return false;
  return namesImpactTopic(paragraphsAfter(document.blocks, index).join(' '));
}

/**
 * A heading that only announces the company's measures ('Nos réalisations', 'Unsere Maßnahmen', 'Our
 * projects', 'Onze stappen'): what follows it is the initiatives, the heading itself is none.
 */
const ANNOUNCES_MEASURES =
  /^(?:(?:our|nos|notre|unsere?|onze|nuestr[oa]s|i nostri|le nostre|les|die|de|los|las|gli|le)\s+)?(?:actions?|measures|achievements|projects|initiatives|programmes|steps|r[ée]alisations|mesures|projets|[ée]tapes|ma(?:ß|ss)nahmen|erfolge|projekte|initiativen|schritte|acties|maatregelen|realisaties|projecten|stappen|acciones|medidas|logros|realizaciones|proyectos|iniciativas|pasos|azioni|misure|realizzazioni|progetti|iniziative|passi)$/iu;

function isInitiativeHeading(document: StructuredDocument, index: number): boolean {
  const block = document.blocks[index]!;
  if (block.type !== 'heading') return false;
  const title = withoutListNumbering(block.text);
  const words = title.split(/\s+/).length;
  if (
    !title ||
    words > MAX_TITLE_WORDS ||
    /[?:]$/.test(title) ||
    TOPIC_HEADING.test(title) ||
    ANNOUNCES_MEASURES.test(title)
  )
    return false;
  const parent = block.locator.headingPath.at(-1) ?? '';
  if (PROGRAMMES_HEADING.test(parent)) return true;
  if (isNamedScheme(document, index, title)) return true;
  if (!isSustainabilityPage(document)) return false;
  if (NAMES_A_PROGRAMME.test(title)) return true;
  if (block.level >= 3) return true;
  return (
    block.level === 2 &&
    !PILLAR_HEADING.test(title) &&
    !FOREIGN_PILLAR_HEADING.test(title) &&
    isLeafSection(document.blocks, index, block.level) &&
    (SCHEME_HEADING.test(title) ||
      isMeasuredAction(paragraphsAfter(document.blocks, index).join(' ')) ||
      trainsApprentices(title, paragraphsAfter(document.blocks, index).join(' ')) ||
      isPracticeUnderShortHeading(title, paragraphsAfter(document.blocks, index)))
  );
}

/** A pledge's heading ('Nuestro compromiso con el empleo local'): what is promised, not a measure. */
const COMMITMENT_HEADING =
  /(?<!\p{L})(?:compromisos?|compromissos?|impegn[oi]|engagements?|commitments?)(?!\p{L})/iu;

/** A short heading that names what is done ('Agua de cocción recuperada'), no longer than a noun phrase. */
const PRACTICE_TITLE_WORDS = 6;

/**
 * A short heading over a paragraph that opens with what the company does ('Pesca y marisqueo
 * responsables' over 'Compramos solo a cofradías con planes de gestión…'), unless the heading is a
 * section's that holds no measure (contact, jobs, products, history) or a pledge's.
 */
function isPracticeUnderShortHeading(title: string, paragraphs: readonly string[]): boolean {
  return (
    title.split(/\s+/u).length <= PRACTICE_TITLE_WORDS &&
    !OTHER_SECTION_HEADING.test(title) &&
    !AIMS_HEADING.test(title) &&
    !COMMITMENT_HEADING.test(title) &&
    opensWithOwnPractice(paragraphs[0] ?? '')
  );
}

/**
 * A list of the company's measures by topic, each item a topic's label and what is done under it
 * ('Klimaschutz: Photovoltaikanlagen auf allen Werksdächern (4,2 MWp), Umstellung der Flotte auf HVO100',
 * 'Water: closed water circuits in all plants'). The label is a topic, never a measure; what follows it,
 * split at its commas, is the measures.
 */
const TOPIC_LABEL =
  /^(?:klimaschutz|klima|energie|kreislaufwirtschaft|ressourcen|wasser|abfall|biodiversit[äa]t|naturschutz|arbeitssicherheit|arbeitsschutz|gesundheit(?: und sicherheit)?|mitarbeitende|gesellschaft|soziales|climate(?: action| protection)?|energy|circular(?:ity| economy)|resources|water|waste|biodiversity|nature|(?:health and )?safety|people|communit(?:y|ies)|climat|[ée]nergie|[ée]conomie circulaire|eau|d[ée]chets|biodiversit[ée]|s[ée]curit[ée]|sant[ée] et s[ée]curit[ée]|clima|energia|econom[íi]a circular|economia circolare|agua|acqua|residuos|rifiuti|biodiversidad|biodiversit[àa]|seguridad|sicurezza|klimaat|circulariteit|afval|veiligheid)\s*:\s+(.+)$/iu;
/** A target or a pledge, not a measure: 'Recycling 98 % bis 2030', 'net zero by 2040', 'objectif 2030'. */
const TARGET_WORDING =
  /(?<!\p{L})(?:by|bis|until|d['’]ici|hasta|entro|tegen|uiterlijk) (?:(?:end of|ende|fin) )?(?:19|20)\d\d|(?<!\p{L})(?:target|aim|goal|ziel\p{L}*|objectif\p{L}*|objetivo\p{L}*|obiettiv\p{L}*|doel\p{L}*|will|werden|wollen)(?!\p{L})/iu;
/** A heading over aims or rules, whose list states targets or policies rather than measures. */
const AIMS_HEADING =
  /(?<!\p{L})(?:targets?|goals?|aims?|ambitions?|commitments?|pledges?|polic(?:y|ies)|principles?|ziele|grunds[äa]tze|leitlinien|objectifs|principes|objetivos|principios|obiettivi|principi|doelen|doelstellingen|principes|certific\p{L}*|zertifi\p{L}*)(?!\p{L})/iu;
/** A certificate held is not a measure run. */
const CERTIFICATE_WORDING =
  /(?<!\p{L})(?:ISO \d|EMAS|certified|certification|zertifiziert|zertifizierung|certifi[ée]e?s?|certificad\p{L}*|certificat\p{L}*|gecertificeerd)(?!\p{L})/iu;
/** A first person makes the item a sentence about the company, which the sentence rules read. */
const FIRST_PERSON = /(?<!\p{L})(?:we|wir|nous|wij|noi|nosotros|our|unser\p{L}*|nos|notre)(?!\p{L})/iu;
/** A name in quotes is a programme the sentence rules title by its name ('Programm „Null Schäden“'). */
const QUOTE_MARK = /[«»„“”"]/u;

function topicMeasures(item: string): string[] {
  const measures = TOPIC_LABEL.exec(item.trim())?.[1];
  if (
    !measures ||
    TARGET_WORDING.test(measures) ||
    FIRST_PERSON.test(measures) ||
    QUOTE_MARK.test(measures) ||
    CERTIFICATE_WORDING.test(measures)
  )
    return [];
  return measures
    .split(/,\s+(?![^()]*\))|;\s+/u)
    .map((part) => part.replace(/[.;]\s*$/u, '').trim())
    .filter((part) => {
      const words = part.split(/\s+/).length;
      return words >= 2 && words <= 25;
    });
}

/** The measures of a topic list on a sustainability page or under a heading that announces programmes. */
function topicListCandidates(document: StructuredDocument, retrievedAt: string): InitiativeCandidate[] {
  const url = document.url!;
  const candidates: InitiativeCandidate[] = [];
  for (const block of document.blocks) {
    if (block.type !== 'list') continue;
    const parent = block.locator.headingPath.at(-1) ?? '';
    if (!PROGRAMMES_HEADING.test(parent) && !isSustainabilityPage(document)) continue;
    // A list of fields of action labels most of its items; one labelled line among others is no such list.
    const labelled = block.items.filter((item) => TOPIC_LABEL.test(item.trim())).length;
    if (AIMS_HEADING.test(parent) || labelled < 2 || labelled * 2 < block.items.length) continue;
    for (const item of block.items) {
      for (const measure of topicMeasures(item)) {
        const quote = quoteOf(item);
        candidates.push({
          title: capitalize(measure),
          description: item,
          category: initiativeCategory(item),
          sourceUrl: url,
          quote,
          url,
          sources: [
            { url, title: shortQuote(measure), retrievedAt, locator: blockLocator(document, block), quote },
          ],
          method: 'extraction',
          knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
        });
      }
    }
  }
  return candidates;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function extractInitiativeBlocks(
  documents: readonly StructuredDocument[],
  options: ExtractionOptions = {},
): InitiativeCandidate[] {
  const retrievedAt = retrievedAtOf(options);
  const candidates: InitiativeCandidate[] = [];
  // Web pages only: a report's layout headings are read as text by the sentence rules instead.
  for (const document of documents.filter((candidate) => candidate.kind === 'html' && candidate.url)) {
    const url = document.url!;
    const headed = candidates.length;
    document.blocks.forEach((block, index) => {
      if (block.type !== 'heading' || !isInitiativeHeading(document, index)) return;
      const paragraphs = paragraphsAfter(document.blocks, index);
      if (paragraphs.length === 0) return;
      const description = paragraphs.join(' ');
      const quote = quoteOf(splitSentences(paragraphs[0]!).slice(0, 2).join(' '));
      const title = withoutListNumbering(block.text);
      candidates.push({
        title: schemeName(title) ?? title,
        description,
        category: initiativeCategory(`${block.text} ${description}`),
        sourceUrl: url,
        quote,
        url,
        sources: [
          {
            url,
            title: shortQuote(block.text.trim()),
            retrievedAt,
            locator: blockLocator(document, block),
            quote,
          },
        ],
        method: 'extraction',
        knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
      });
    });
    candidates.push(...topicListCandidates(document, retrievedAt));
    if (!isPracticePage(document) || NEWS_PAGE.test(pathOf(url))) continue;
    // A page that gives its initiatives headings names them there; its other lines are their context.
    const headingless = candidates.length === headed;
    candidates.push(...measureTableCandidates(document, retrievedAt));
    if (headingless) candidates.push(...practiceLineCandidates(document, retrievedAt));
  }
  return candidates;
}
