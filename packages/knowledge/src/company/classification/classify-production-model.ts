import { sectionOfDivision } from '../nace-rev21.js';
import { clausesOf, companyIsSubject, isNounUse, isPossessive } from './clauses.js';
import { contextOf, weightOf, type EvidenceItem } from './evidence.js';
import { SPECIFIC_VERBS, verbKind } from './lexicon-verbs.js';
import { findNouns } from './nouns.js';
import { phraseOf, segmentStart, tokenize, words, type Token } from './tokens.js';

/**
 * Whether the company makes its goods in its own plants, has others make them, or both. It decides
 * where the workers and the factories' footprint sit: in the company's own workforce and operations
 * (ESRS S1, E1–E3) or in its value chain (S2). A service company makes no goods: 'not applicable'.
 */
export type ProductionModel = 'own production' | 'outsourced' | 'mixed' | 'not applicable';

export type ProductionModelClassification =
  | {
      status: 'classified';
      value: ProductionModel;
      confidence: number;
      decidingPhrase: string;
      locator: string;
    }
  | { status: 'abstained'; reason: string };

/** Sites where goods are made: 'our plants in …', 'onze fabriek', 'unsere Werke'. */
const PLANTS = words(
  'plant plants factory factories mill mills production_site production_sites production_plant',
  'manufacturing_site manufacturing_sites production_facility production_facilities workshop workshops',
  'fabriek fabrieken productielocatie productielocaties werke fabrik fabriken produktionsstandort',
  'produktionsstandorte usine usines site_de_production atelier ateliers planta plantas fabrica fabricas',
  'stabilimento stabilimenti fabbrica fabbriche',
);
const PLANT_PHRASES = PLANTS.filter((word) => word.includes('_')).map((word) => word.split('_'));
const PLANT_WORDS = new Set(PLANTS.filter((word) => !word.includes('_')));

/**
 * Others make the goods: 'made by our suppliers', 'produced by partners', 'contract manufacturers',
 * 'we do not own any factories', 'laten produceren', 'von Partnern gefertigt', 'fabriqués par nos
 * fournisseurs', 'fabricados por proveedores', 'prodotti da terzisti'.
 */
const OUTSOURCED =
  /\b(?:(?:made|produced|manufactured|sewn|assembled) (?:for us )?by (?:our |independent |third party |external )?(?:suppliers|partners|manufacturers|factories|third parties|contract manufacturers)|contract manufactur\w+|(?:do not|don t|never) own (?:any )?(?:factories|plants)|outsourc\w+ (?:all |our )?(?:production|manufacturing)|laten (?:produceren|maken)|door (?:onze )?(?:leveranciers|partners) (?:gemaakt|geproduceerd)|von (?:unseren )?(?:lieferanten|partnern) (?:hergestellt|gefertigt|produziert)|lohnfertig\w+|fabrique(?:e|es|s)? (?:(?:en|au|aux|a) \w+ )?par (?:nos |des |de )?(?:fournisseurs|partenaires)|sous traitants|fabricad[oa]s? por (?:nuestros )?(?:proveedores|socios)|prodott[ie] da (?:terzi|terzisti|fornitori)|terzisti)\b/;

const PRODUCTION = new Set(words('production manufacturing'));

/**
 * A workshop that mends what customers bring makes nothing: 'our repair workshops', 'nos ateliers de
 * réparation', 'onze reparatiewerkplaats', 'i nostri laboratori di riparazione'.
 */
const REPAIR = new Set(
  words(
    'repair repairs repairing mending alterations reparatie reparaties reparatur reparaturen reparation reparations retouche retouches riparazione riparazioni reparacion reparaciones arreglos',
  ),
);
const nearRepair = (tokens: readonly Token[], from: number, to: number) =>
  tokens.slice(Math.max(0, from), to + 1).some((token) => REPAIR.has(token.norm));

interface Cue {
  value: 'own' | 'outsourced';
  points: number;
  phrase: string;
  locator: string;
}

/** A phrase word and a token agree, the token perhaps plural ('production plants'). */
const same = (word: string, token = '') => token === word || token === `${word}s` || token === `${word}en`;

function plantAt(tokens: readonly Token[], at: number): number {
  if (PLANT_WORDS.has(tokens[at]!.norm)) return at;
  for (const phrase of PLANT_PHRASES) {
    if (phrase.every((word, offset) => same(word, tokens[at + offset]?.norm))) return at + phrase.length - 1;
  }
  return -1;
}

function cuesOf(item: EvidenceItem): Cue[] {
  const tokens = tokenize(item.text);
  const cues: Cue[] = [];
  const weight = weightOf(item);
  const cue = (value: Cue['value'], points: number, from: number, to: number) =>
    cues.push({
      value,
      points: points * weight,
      phrase: phraseOf(item.text, tokens, from, to),
      locator: item.locator,
    });
  const normalized = ` ${tokens.map((token) => token.norm).join(' ')} `;
  if (OUTSOURCED.test(normalized))
    cues.push({ value: 'outsourced', points: 3 * weight, phrase: item.text, locator: item.locator });
  for (const clause of clausesOf(tokens)) {
    for (let index = clause.from; index <= clause.to; index += 1) {
      const token = tokens[index]!.norm;
      // 'Our plants in Kolding and Győr', 'onze weverijen', 'our Charleville cheese plant'.
      if (isPossessive(token)) {
        for (let at = index + 1; at <= Math.min(clause.to, index + 4); at += 1) {
          const end = plantAt(tokens, at);
          const facility = findNouns(tokens, at, Math.min(clause.to, at + 2), 'facilities').find(
            (hit) => hit.from === at,
          );
          if (end >= 0 || facility) {
            const last = Math.max(end, facility?.to ?? at);
            if (!nearRepair(tokens, index + 1, Math.min(clause.to, last + 3))) cue('own', 3, index, last);
            break;
          }
        }
      }
      // 'Production sites in Denmark and Hungary', 'Production plant for Foley catheters'.
      if (PRODUCTION.has(token) && plantAt(tokens, index) >= 0)
        cue('own', 2.5, index, plantAt(tokens, index));
      // 'We weave', 'we make cheese at Charleville': the company transforms goods itself.
      const kind = verbKind(token);
      if (
        (kind === 'make' || SPECIFIC_VERBS.has(token)) &&
        !isNounUse(tokens, index) &&
        companyIsSubject(tokens, clause, index)
      ) {
        const object = findNouns(tokens, index + 1, Math.min(clause.to, index + 8)).find(
          (hit) => hit.domain.verbs.includes('make') && hit.domain.trade,
        );
        if (SPECIFIC_VERBS.has(token) || object)
          cue('own', 1.5, segmentStart(tokens, index, clause.from), object?.to ?? index);
      }
    }
  }
  return cues;
}

/** Goods are made in sections A–F (Rev. 2.1); from G on, companies trade or provide services. */
function makesGoods(division: string | undefined): boolean | undefined {
  if (!division) return undefined;
  const section = sectionOfDivision(division);
  return section ? section <= 'F' : undefined;
}

export function classifyProductionModel(
  evidence: readonly EvidenceItem[],
  sector?: { division: string },
): ProductionModelClassification {
  const cues = evidence.filter((item) => contextOf(item) !== 'customers').flatMap(cuesOf);
  const sum = (value: Cue['value']) =>
    cues.filter((cue) => cue.value === value).reduce((total, cue) => total + cue.points, 0);
  const best = (value: Cue['value']) =>
    cues.filter((cue) => cue.value === value).toSorted((a, b) => b.points - a.points)[0];
  const own = sum('own');
  const outsourced = sum('outsourced');
  const goods = makesGoods(sector?.division);
  // A service or trade company that says it makes goods in its own plant ('we manufacture the
  // terminals in our own factory') has a production model like any maker.
  if (goods === false && outsourced < 2.5 && own < 2.5) {
    return {
      status: 'classified',
      value: 'not applicable',
      confidence: 0.8,
      decidingPhrase: `NACE ${sector!.division} is a service or trade division`,
      locator: 'sector classification',
    };
  }
  const ownCue = best('own');
  const outsourcedCue = best('outsourced');
  if (ownCue && outsourcedCue && own >= 2.5 && outsourced >= 2.5) {
    return {
      status: 'classified',
      value: 'mixed',
      confidence: 0.7,
      decidingPhrase: `${ownCue.phrase} … ${outsourcedCue.phrase}`,
      locator: ownCue.locator,
    };
  }
  if (outsourcedCue && outsourced >= 2.5 && outsourced > own) {
    return {
      status: 'classified',
      value: 'outsourced',
      confidence: Math.min(1, outsourced / 6),
      decidingPhrase: outsourcedCue.phrase,
      locator: outsourcedCue.locator,
    };
  }
  if (ownCue && own >= 2.5) {
    return {
      status: 'classified',
      value: 'own production',
      confidence: Math.round(Math.min(1, own / 9) * 100) / 100,
      decidingPhrase: ownCue.phrase,
      locator: ownCue.locator,
    };
  }
  return { status: 'abstained', reason: 'The company does not say where its goods are made.' };
}
