import { NACE_REV21_DIVISIONS, naceCode, type NaceCode } from '../nace.js';
import {
  clausesOf,
  companyIsSubject,
  firstPersonBefore,
  isNounUse,
  isPossessive,
  materialAfter,
  objectAfter,
  objectBefore,
  productPart,
  selfDescriptions,
} from './clauses.js';
import type { ActivityDomain } from './domains.js';
import { contextOf, weightOf, type EvidenceItem } from './evidence.js';
import {
  ENGLISH_IMPERATIVES,
  SEPARABLE_MAKE,
  SPECIFIC_VERBS,
  verbKind,
  type VerbKind,
} from './lexicon-verbs.js';
import { dominantDomain, findNouns } from './nouns.js';
import { phraseOf, segmentStart, tokenize, words, type Token } from './tokens.js';
import { verbDenied } from './verb-negation.js';

/**
 * Which NACE Rev. 2.1 division (and group) the company's own description puts it in. What counts most
 * is a verb of what the company itself does with its object ('we weave technical fabrics', 'Acme
 * develops and manufactures catheters'); then how it describes itself ('a software company'); nouns in
 * titles and descriptions count a little. Nothing said about customers or suppliers counts: 'fabrics
 * that clothing makers turn into workwear' does not make a weaver an apparel maker.
 */

export interface SectorFinding extends NaceCode {
  /** 0–1: how clearly the evidence points at this division rather than another. */
  confidence: number;
  /** The exact words of the evidence that weighed most. */
  decidingPhrase: string;
  /** Where the phrase is (page URL, 'profile description'). */
  locator: string;
  alternatives: { division: string; label: string; share: number; phrase: string }[];
  /** For a retailer or wholesaler, the divisions whose goods it says it sells ('14' for clothing). */
  goods?: string[];
}

export type SectorClassification =
  | ({ status: 'classified' } & SectorFinding)
  | { status: 'abstained'; reason: string; alternatives: SectorFinding['alternatives'] };

interface Vote {
  group: string;
  /** A repair or installation vote: the group of the goods repaired or installed. */
  of?: string;
  score: number;
  phrase: string;
  locator: string;
}

/** Points for what a clause says, before the evidence's own weight. */
const POINTS = { verb: 3, self: 3, facility: 2, noun: 1.5, sell: 1 } as const;
/** Below this, no single statement decided: abstain rather than guess from scattered nouns. */
export const MIN_DECIDING_SCORE = 2.5;
export const MIN_CONFIDENCE = 0.35;

const isVerb = (token: string) => verbKind(token) !== undefined;
/** 'Made of plastic', 'gemaakt van', 'hergestellt aus': what a thing consists of, not who makes it. */
const COMPOSITION = new Set(['made', 'gemaakt', 'hergestellt', 'fabrique', 'fabricado', 'fatto', 'prodotto']);
const COMPOSITION_LINKS = new Set(['of', 'from', 'van', 'uit', 'aus', 'de', 'en', 'di', 'in']);
const divisionOf = (group: string) => group.slice(0, 2);
/**
 * Designing or planning roads, bridges or buildings without building them is engineering (71.1):
 * 'junction design and road safety audits', 'we design bridges'. 'We design and build' stays
 * construction, for the clause then has a verb of building too.
 */
const DESIGN = new Set(
  words(
    'design designs designed designing ontwerpen ontwerpt ontworpen entwerfen entwirft entworfen',
    'concevoir concevons concoit disenar disenamos disena disenan progettare progettiamo progetta',
    'progettano projetamos projeta projektujemy projektuje',
  ),
);
const CONSTRUCTION = new Set(['41', '42']);
const ENGINEERING = '71.1';
function designOnly(tokens: readonly Token[], clause: { from: number; to: number }, verb: number): boolean {
  if (!DESIGN.has(tokens[verb]!.norm)) return false;
  for (let index = clause.from; index <= clause.to; index += 1) {
    const norm = tokens[index]!.norm;
    if (index !== verb && !DESIGN.has(norm) && verbKind(norm) === 'make') return false;
  }
  return true;
}
/** Whether the clause has an arranging verb the company does not deny ('we arrange cover'). */
function arrangesIn(tokens: readonly Token[], clause: { from: number; to: number }): boolean {
  for (let index = clause.from; index <= clause.to; index += 1)
    if (verbKind(tokens[index]!.norm) === 'arrange' && !verbDenied(tokens, clause, index)) return true;
  return false;
}
/** Repair and installation groups: 'maintenance of our machines' is aftercare of the company's goods. */
const AFTERCARE = /^(?:33|95)\./;

/**
 * A maker that also repairs or installs what it makes ('we build packaging machines', 'we service
 * machines of every make') is classified by its making: its repair votes join the goods' group.
 */
function foldAftercare(votes: readonly Vote[]): Vote[] {
  const made = new Set(votes.filter((vote) => !vote.of).map((vote) => vote.group));
  return votes.map((vote) => (vote.of && made.has(vote.of) ? { ...vote, group: vote.of } : vote));
}

/** The group a verb of this kind puts a company in with this object, if any. */
function groupFor(
  domain: ActivityDomain,
  kind: VerbKind,
  consumers: boolean,
): { group: string; sell: boolean } | undefined {
  if (kind === 'arrange')
    return domain.intermediary ? { group: domain.intermediary, sell: false } : undefined;
  if (domain.verbs.includes(kind)) return { group: domain.group, sell: false };
  if (kind === 'repair' || kind === 'install') {
    const group = domain[kind];
    return group ? { group, sell: false } : undefined;
  }
  if (kind === 'sell' && domain.trade)
    return { group: consumers ? domain.trade.retail : domain.trade.wholesale, sell: true };
  return undefined;
}

/** A self-description as a retailer or wholesaler, and which side of a goods' trade it is. */
const TRADE_SELF: Readonly<Record<string, 'retail' | 'wholesale'>> = {
  'retail-stores': 'retail',
  wholesale: 'wholesale',
};

const CONSUMER_WORDS =
  /\b(?:consumers?|households?|shoppers?|consumenten|huishoudens|particulieren|verbraucher\w*|privatkunden|haushalte|consommateurs|particuliers|menages|consumidores|particulares|hogares|consumatori|privati|famiglie)\b/;

function votesOf(item: EvidenceItem): Vote[] {
  const tokens = tokenize(item.text);
  const weight = weightOf(item);
  const votes: Vote[] = [];
  const consumers = CONSUMER_WORDS.test(tokens.map((token) => token.norm).join(' '));
  const vote = (group: string, points: number, from: number, to: number, of?: string) =>
    votes.push({
      group,
      score: points * weight,
      phrase: phraseOf(item.text, tokens, from, to),
      locator: item.locator,
      ...(of ? { of } : {}),
    });

  for (const clause of clausesOf(tokens)) {
    const counted = new Set<string>();
    const arranging = arrangesIn(tokens, clause);
    const once = (group: string, points: number, from: number, to: number, of?: string) => {
      if (counted.has(group)) return;
      counted.add(group);
      vote(group, points, from, to, of);
    };
    for (let index = clause.from; index <= clause.to; index += 1) {
      const token = tokens[index]!.norm;
      const separable = SEPARABLE_MAKE.get(token);
      const read = separable && tokens[clause.to]?.norm === separable ? 'make' : verbKind(token);
      // 'We arrange and manage insurance programmes': beside an arranging verb, managing, offering or
      // moving the same thing is arranging it too.
      const kind =
        arranging && (read === 'operate' || read === 'sell' || read === 'transport') ? 'arrange' : read;
      if (!kind || isNounUse(tokens, index) || !companyIsSubject(tokens, clause, index)) continue;
      // 'Run payroll every month', 'Book your stay': an imperative speaks to the reader.
      if (item.kind === 'sentence' && index === clause.from && ENGLISH_IMPERATIVES.has(token)) continue;
      // 'Wij maken zelf geen meubels', 'No fabricamos hardware': a denied activity is not the company's.
      if (verbDenied(tokens, clause, index)) continue;
      const specific = SPECIFIC_VERBS.get(token);
      const after = objectAfter(tokens, clause, index, isVerb);
      const start = segmentStart(tokens, index, clause.from);
      if (specific) {
        once(specific, POINTS.verb, start, Math.max(index, after.to));
        continue;
      }
      // Moving, selling, repairing or installing its own goods ('we ship our products', 'we service
      // our machines') is not a transport, trade, repair or installation business.
      const ownGoods = tokens.slice(after.from, after.to + 1).some((t) => isPossessive(t.norm));
      if (ownGoods && kind !== 'make' && kind !== 'operate') continue;
      if (COMPOSITION.has(token) && COMPOSITION_LINKS.has(tokens[index + 1]?.norm ?? '')) continue;
      const before = objectBefore(clause, index, start);
      const verbLast = (kind === 'make' || kind === 'operate') && firstPersonBefore(tokens, clause, index);
      // Only what this verb can act on: 'we develop payroll software' is software (62), though
      // payroll alone is an accountant's service (69) that nobody develops.
      const fits = (domain: ActivityDomain) => groupFor(domain, kind, consumers) !== undefined;
      const objectOf = (range: { from: number; to: number }) =>
        dominantDomain(
          findNouns(tokens, range.from, range.to, 'nouns', fits).filter((hit) => fits(hit.domain)),
        );
      const found =
        objectOf(productPart(tokens, after)) ?? objectOf(after) ?? (verbLast ? objectOf(before) : undefined);
      if (!found) {
        if (kind === 'make') voteMaterial(tokens, clause, after, start, once);
        continue;
      }
      const stated = groupFor(found.domain, kind, consumers);
      const target =
        stated && CONSTRUCTION.has(divisionOf(stated.group)) && designOnly(tokens, clause, index)
          ? { group: ENGINEERING, sell: false }
          : stated;
      if (!target || (ownGoods && AFTERCARE.test(target.group))) continue;
      const end = Math.max(index, found.hits.at(-1)!.to, found.hits[0]!.from > index ? after.to : index);
      const points = target.sell ? POINTS.sell : POINTS.verb;
      const of = target !== stated || target.group === found.domain.group ? undefined : found.domain.group;
      once(target.group, points, Math.min(start, found.hits[0]!.from), end, of);
    }
    for (const range of selfDescriptions(tokens, clause)) {
      const found = dominantDomain([
        ...findNouns(tokens, range.from, range.to, 'self'),
        ...findNouns(tokens, range.from, range.to),
      ]);
      if (found)
        once(
          found.domain.group,
          POINTS.self,
          segmentStart(tokens, range.from, clause.from),
          found.hits.at(-1)!.to,
        );
      // 'Un distributeur spécialisé d'articles de sport (vêtements, chaussures)', 'a retailer of
      // furniture': the goods a retailer or wholesaler names say which group of trade it is in.
      const trade = found && TRADE_SELF[found.domain.id];
      const sold = trade
        ? findNouns(tokens, range.from, Math.min(tokens.length - 1, range.to + 12)).filter(
            (hit) => hit.domain.trade,
          )
        : [];
      const kinds = [...new Map(sold.map((hit) => [hit.domain.id, hit])).values()];
      for (const hit of kinds)
        vote(
          hit.domain.trade![trade!],
          POINTS.self / kinds.length,
          segmentStart(tokens, range.from, clause.from),
          hit.to,
          hit.domain.group,
        );
    }
    for (let index = clause.from; index < clause.to; index += 1) {
      if (!isPossessive(tokens[index]!.norm)) continue;
      const found = dominantDomain(
        findNouns(tokens, index + 1, Math.min(clause.to, index + 4), 'facilities'),
      );
      if (found) once(found.domain.group, POINTS.facility, index, found.hits.at(-1)!.to);
    }
  }
  // Headings name a topic; only those of the home and about pages say what the company is.
  if (item.kind !== 'sentence' && (item.kind !== 'heading' || weight > 0.6)) {
    votes.push(...nounVotes(item, tokens, weight));
  } else if (item.kind === 'sentence' && votes.length === 0 && weight > 1 && isTagline(tokens)) {
    votes.push(...nounVotes(item, tokens, weight));
  }
  return votes;
}

/**
 * A maker of goods the text names only generically ('elementi prefabbricati', 'Teile') is
 * classified by the material it names for them ('in calcestruzzo', 'aus Kunststoff'): the articles'
 * group of that material (concrete articles 23.6, plastic products 22.2), never the material's own
 * making. A material with no single articles' group (steel) decides nothing.
 */
function voteMaterial(
  tokens: readonly Token[],
  clause: { from: number; to: number },
  object: { from: number; to: number },
  start: number,
  once: (group: string, points: number, from: number, to: number) => void,
) {
  const range = materialAfter(tokens, clause, object);
  if (!range) return;
  const found = dominantDomain(
    findNouns(tokens, range.from, range.to).filter((hit) => hit.domain.articles !== undefined),
  );
  if (found) once(found.domain.articles!, POINTS.verb, start, found.hits.at(-1)!.to);
}

/**
 * A home or about page's line with no verb that opens with what the company is ('Colegio privado
 * bilingüe en Pozuelo con Educación Infantil y Primaria', 'Cloud accounting software for small
 * businesses'): a tagline, read like a heading.
 */
function isTagline(tokens: readonly Token[]): boolean {
  if (tokens.some((token) => isVerb(token.norm))) return false;
  return findNouns(tokens, 0, tokens.length - 1)[0]?.from === 0;
}

/**
 * Titles, headings, descriptions and the profile's industry name what the company is about ('Technical
 * fabrics since 1921', 'Field-service scheduling software'), up to where they name whom it is for.
 */
function nounVotes(item: EvidenceItem, tokens: readonly Token[], weight: number): Vote[] {
  const clause = clausesOf(tokens)[0];
  if (!clause) return [];
  const { to } = objectAfter(tokens, { from: 0, to: tokens.length - 1 }, -1, () => false);
  const self = findNouns(tokens, 0, to, 'self');
  const found = dominantDomain([...self, ...findNouns(tokens, 0, to)]);
  if (!found) return [];
  const points = item.kind === 'industry' ? POINTS.self : POINTS.noun;
  return [{ group: found.domain.group, score: points * weight, phrase: item.text, locator: item.locator }];
}

/**
 * 'La Maison', 'Notre Maison', 'La Maison Delorme', 'Découvrir la Maison': a French company calls itself
 * a house (a perfume, cosmetics, wine or fashion house); as a title, heading or link it names the
 * company, not houses it builds.
 */
const HOUSE_AS_COMPANY =
  /^(?:(?:d[ée]couvr\p{L}*|visit\p{L}*|bienvenue\s+dans|entrez\s+dans)\s+)?(?:la|notre|une)\s+maison(?:\s+\p{Lu}[\p{L}'’-]*)*$/iu;

/** Title segments repeat on every page ('About | Acme Textiles'): each distinct one counts once. */
function distinctItems(evidence: readonly EvidenceItem[]): EvidenceItem[] {
  const seen = new Set<string>();
  const items: EvidenceItem[] = [];
  for (const item of evidence) {
    const pieces = item.kind === 'title' ? item.text.split(/\s[|–—-]\s|\s·\s/) : [item.text];
    for (const text of pieces) {
      const key = `${item.kind === 'sentence' ? item.locator : item.kind}|${text.trim().toLowerCase()}`;
      if (!text.trim() || seen.has(key)) continue;
      if (item.kind !== 'sentence' && HOUSE_AS_COMPANY.test(text.trim())) continue;
      seen.add(key);
      items.push({ ...item, text: text.trim() });
    }
  }
  return items;
}

const strongest = (list: readonly Vote[]) =>
  list.reduce((best, vote) => (vote.score > best.score ? vote : best));
const sectionOf = (division: string) => naceCode(division)?.section;

export function classifySector(evidence: readonly EvidenceItem[]): SectorClassification {
  const votes = foldAftercare(
    distinctItems(evidence)
      .filter((item) => contextOf(item) === 'self')
      .flatMap(votesOf),
  );
  const byDivision = new Map<string, Vote[]>();
  for (const vote of votes) {
    const division = divisionOf(vote.group);
    if (!(division in NACE_REV21_DIVISIONS)) continue;
    byDivision.set(division, [...(byDivision.get(division) ?? []), vote]);
  }
  const ranked = [...byDivision.entries()]
    .map(([division, list]) => ({ division, list, score: list.reduce((sum, vote) => sum + vote.score, 0) }))
    .toSorted((a, b) => b.score - a.score);
  const total = ranked.reduce((sum, entry) => sum + entry.score, 0);
  const alternatives = ranked
    .slice(1)
    .filter((entry) => entry.score >= 0.15 * (ranked[0]?.score ?? 0))
    .map((entry) => ({
      division: entry.division,
      label: NACE_REV21_DIVISIONS[entry.division]!,
      share: Math.round((entry.score / total) * 100) / 100,
      phrase: strongest(entry.list).phrase,
    }));
  const top = ranked[0];
  if (!top)
    return {
      status: 'abstained',
      reason: 'No statement of what the company does was found in its own text.',
      alternatives,
    };
  // A close second in the same section (road transport and warehousing) hardly makes the company
  // ambiguous; one in another section does.
  const second = Math.max(
    0,
    ...ranked
      .slice(1)
      .map((entry) =>
        sectionOf(entry.division) === sectionOf(top.division) ? entry.score / 2 : entry.score,
      ),
  );
  const confidence = Math.round((top.score / (top.score + second)) * Math.min(1, top.score / 6) * 100) / 100;
  const deciding = strongest(top.list);
  if (top.score < MIN_DECIDING_SCORE) {
    return {
      status: 'abstained',
      reason: `Only scattered words point at division ${top.division}; no statement of what the company does decides it.`,
      alternatives: [
        {
          division: top.division,
          label: NACE_REV21_DIVISIONS[top.division]!,
          share: 1,
          phrase: deciding.phrase,
        },
        ...alternatives,
      ],
    };
  }
  if (confidence < MIN_CONFIDENCE) {
    return {
      status: 'abstained',
      reason: `The evidence is split between divisions ${top.division} and ${ranked[1]?.division}.`,
      alternatives: [
        {
          division: top.division,
          label: NACE_REV21_DIVISIONS[top.division]!,
          share: Math.round((top.score / total) * 100) / 100,
          phrase: deciding.phrase,
        },
        ...alternatives,
      ],
    };
  }
  const groups = new Map<string, number>();
  for (const vote of top.list) groups.set(vote.group, (groups.get(vote.group) ?? 0) + vote.score);
  // A group names more than its bare division ('47' from 'our shops'): it wins whenever it has votes.
  const group = [...groups.entries()].toSorted(
    (a, b) => Number(b[0].includes('.')) - Number(a[0].includes('.')) || b[1] - a[1],
  )[0]![0];
  const code = naceCode(top.division, group)!;
  const sold = [
    ...new Set(top.list.flatMap((vote) => (vote.group === group && vote.of ? [divisionOf(vote.of)] : []))),
  ];
  return {
    status: 'classified',
    ...code,
    confidence,
    decidingPhrase: deciding.phrase,
    locator: deciding.locator,
    alternatives,
    ...(sold.length > 0 && /^4[67]$/.test(top.division) ? { goods: sold } : {}),
  };
}
