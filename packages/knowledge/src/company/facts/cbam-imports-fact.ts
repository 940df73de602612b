import { countryOf } from '../../extraction/country-names.js';
import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { countryByCode } from '../countries.js';
import type { RegulatedGood } from '../types.js';
import { NUMBER, readNumber } from './numbers.js';
import { isOwnStatement } from './own-statement.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The company's own words that it brings CBAM goods into the EU from a country CBAM covers ('we import
 * about 4,200 t of pig iron a year from Ukraine', 'Surové železo dovážíme z Ukrajiny', 'Aluminiumbarren
 * beziehen wir aus der Türkei'). CBAM (fact sheet §7) falls on the importer of Annex I goods from outside
 * the EU: a supplier the company names is a sector's guess made certain. Only the goods a company buys
 * as material count here: iron and steel, aluminium, cement, fertilisers and hydrogen. Electricity is left
 * out: 'green electricity from Norway' is a tariff, not an import the company declares.
 */
export interface CbamImportValue {
  goods: RegulatedGood[];
  /** ISO codes of the countries named, or 'outside the EU' where the sentence says only that. */
  origins: string[];
  /** The yearly tonnage the sentence states, if any (the 50 t exemption). */
  tonnes?: number;
  /** The sentence says 'import' (the company declares the goods itself), not only 'buy' or 'source'. */
  importsItself: boolean;
}

const GOOD_WORDS: readonly [RegulatedGood, RegExp][] = [
  [
    'cbam-iron-steel',
    // Iron ore and scrap are no CBAM goods (HS 2601, 7204): 'iron' before 'ore' and 'Eisenerz' do not count.
    /(?<![\p{L}])(?:pig iron|iron(?! ore)|steel|Roheisen|Stahl\p{L}*|Eisen(?!erz)|Brammen|Warmband|fonte brute|acier\p{L}*|brames|ruwijzer|staal\p{L}*|ghisa|acciai\p{L}*|arrabio|acero\p{L}*|hierro|surówk\p{L}*|stal(?!\s+se)[iy]?|stalow\p{L}*|surov\p{L}* želez\p{L}*|želez\p{L}*|ocel\p{L}*|tackjärn|stål\p{L}*|ferro[- ]gusa|aço)(?![\p{L}])/iu,
  ],
  [
    'cbam-aluminium',
    // Alumina and bauxite are the ores' products, not Annex I aluminium.
    /(?<![\p{L}])(?:alumin(?:ium|um|io)|Aluminium\p{L}*|alluminio|hliník\p{L}*)(?![\p{L}])/iu,
  ],
  ['cbam-cement', /(?<![\p{L}])(?:cement(?!ed)|clinker|Zement|Klinker|ciment|cemento|cementu)(?![\p{L}])/iu],
  [
    'cbam-fertilisers',
    /(?<![\p{L}])(?:fertili[sz]ers?|ammonia|urea|Düngemittel|Dünger|Ammoniak|Harnstoff|engrais|ammoniac|urée|kunstmest|meststoffen|fertilizzant\p{L}*|fertilizantes|amoníaco|nawoz\p{L}*|hnojiv\p{L}*|gödsel\p{L}*)(?![\p{L}])/iu,
  ],
  [
    'cbam-hydrogen',
    /(?<![\p{L}])(?:hydrogen|Wasserstoff|hydrogène|waterstof|idrogeno|hidrógeno|wodór|wodoru|vodík\p{L}*|vätgas)(?![\p{L}])/iu,
  ],
];

/** Bringing goods in: 'import', 'importieren', 'importons', 'dovážíme', 'importujemy', 'importerar'. */
const IMPORT_WORDS =
  /(?<![\p{L}])(?:imports?|imported|importing|importers?|importier\p{L}*|importons|importé\p{L}*|importeren|importeert|geïmporteerd|importiamo|importat\p{L}*|importamos|importad[oa]s?|importujemy|importuje|importowan\p{L}*|importerar|importeras|importerad\p{L}*|Importe|dováž\p{L}*|dovez\p{L}*|dovoz\p{L}*)(?![\p{L}])/iu;
/** Buying or sourcing, when a covered country is named: whoever declares the goods may be a trader. */
const BUYING_WORDS =
  /(?<![\p{L}])(?:buy|buys|bought|purchase[sd]?|source[sd]?|sourcing|procure[sd]?|comes? from|beziehen|bezogen|kaufen|eingekauft|achetons|achetée?s?|approvisionn\p{L}*|provien\p{L}*|kopen|ingekocht|betrekken|acquistiamo|acquistat\p{L}*|approvvigion\p{L}*|compramos|adquirimos|kupujemy|nakupujeme|nakupuje|dodává|köper|köps)(?![\p{L}])/iu;
/** 'from outside the EU', 'aus Drittstaaten', 'hors de l’UE', 'mimo EU': a covered origin without a country. */
const OUTSIDE_EU =
  /(?<![\p{L}])(?:outside the (?:EU|European Union)|non-EU|third countries|außerhalb der (?:EU|Europäischen Union)|Drittl(?:ä|a)nde\p{L}*|Drittstaate\p{L}*|hors (?:de l['’])?(?:UE|Union européenne)|pays tiers|buiten de (?:EU|Europese Unie)|derde landen|extra-?UE|al di fuori dell['’]UE|paesi terzi|fuera de la (?:UE|Unión Europea)|terceros países|spoza (?:UE|Unii Europejskiej)|krajów trzecich|mimo (?:EU|Evropskou unii)|třetích zemí|utanför EU)(?![\p{L}])/iu;
/** Exempt from CBAM (Annex III): Iceland, Liechtenstein and Norway (EEA), and Switzerland. */
const EXEMPT_OUTSIDE_EU = new Set(['IS', 'LI', 'NO', 'CH']);
/** Capitalised words that may name a country, after the preposition or in a bracket. */
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}/gu;
/** Exports, denials, plans and others' imports are not the company bringing goods in. */
const NOT_ITS_IMPORT =
  /(?<![\p{L}])(?:export\p{L}*|vyváž\p{L}*|vývoz\p{L}*|eksport\p{L}*|nedováž\p{L}*|nenakupuj\p{L}*|not|no longer|never|nicht|keine?|pas|niet|geen|non(?!-)|nie|inte|will|plan|plans|planned|geplant|prévu\p{L}*|gepland|previst\p{L}*|planowan\p{L}*|plánuj\p{L}*|customers?|clients?|Kunden|klanten|clienti|clientes|klient\p{L}*|zákazní\p{L}*|kunder)(?![\p{L}])/iu;
const TONNES = new RegExp(
  String.raw`(${NUMBER})\s*(?:(?:thousand|Tsd\.?|tis\.?)\s*)?(?:t|tonnes|tons|Tonnen|tonnellate|toneladas|ton|tun|tuny)(?![\p{L}])`,
  'iu',
);

/** Ore and scrap are no CBAM goods (HS 2601, 7204): a sentence about them says nothing of iron or steel. */
const ORE_OR_SCRAP =
  /(?<![\p{L}])(?:iron ore|Eisenerz|minerai de fer|ijzererts|minerale di ferro|mineral de hierro|rud\p{L}* żelaza|železn\p{L}* rud\p{L}*|järnmalm|scrap|\p{L}*schrott|ferraille\p{L}*|schroot|rottami|chatarra|złom\p{L}*|šrot\p{L}*|skrot)(?![\p{L}])/iu;

function goodsIn(text: string): RegulatedGood[] {
  const oreOrScrap = ORE_OR_SCRAP.test(text);
  return GOOD_WORDS.filter(
    ([good, words]) => words.test(text) && !(good === 'cbam-iron-steel' && oreOrScrap),
  ).map(([good]) => good);
}

/** The countries the sentence names that CBAM covers: not in the EU, the EEA or Switzerland. */
function coveredOrigins(text: string): string[] {
  const origins = new Set<string>();
  for (const [run] of text.matchAll(CAPITALISED_RUN)) {
    const words = run.split(/\s+/);
    // 'Ferrotrans (Ukrajina)', 'aus der Türkei': try the run and each of its tails.
    for (let start = 0; start < words.length; start++) {
      const code = countryOf(words.slice(start).join(' '));
      if (!code) continue;
      const entry = countryByCode(code);
      if (!entry?.eu && !entry?.eea && !EXEMPT_OUTSIDE_EU.has(code)) origins.add(code);
      break;
    }
  }
  if (origins.size === 0 && OUTSIDE_EU.test(text)) origins.add('outside the EU');
  return [...origins];
}

function tonnesIn(text: string): number | undefined {
  const match = TONNES.exec(text);
  if (!match) return undefined;
  const value = readNumber(match[1]!);
  if (value === undefined) return undefined;
  return /thousand|Tsd|tis/iu.test(match[0]) ? value * 1000 : value;
}

export function cbamImportStatements(
  pages: readonly FactPage[],
  companyName?: string,
): FactStatement<CbamImportValue>[] {
  const statements: FactStatement<CbamImportValue>[] = [];
  for (const page of pages) {
    for (const { text } of pageSentences(splitLines(page.text))) {
      const importsItself = IMPORT_WORDS.test(text);
      if (!importsItself && !BUYING_WORDS.test(text)) continue;
      const goods = goodsIn(text);
      if (goods.length === 0 || NOT_ITS_IMPORT.test(text)) continue;
      const origins = coveredOrigins(text);
      if (origins.length === 0 || !isOwnStatement(text, companyName)) continue;
      const tonnes = tonnesIn(text);
      statements.push({
        value: { goods, origins, importsItself, ...(tonnes !== undefined ? { tonnes } : {}) },
        quote: text,
        url: page.url,
        locator: 'sentence',
      });
    }
  }
  return statements;
}
