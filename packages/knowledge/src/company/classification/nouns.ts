import { GOODS_DOMAINS, type ActivityDomain } from './domains.js';
import { INDUSTRY_DOMAINS } from './domains-industry.js';
import { INTERMEDIARY_DOMAINS } from './domains-intermediaries.js';
import { SERVICE_DOMAINS } from './domains-services.js';
import { BUSINESS_SERVICE_DOMAINS } from './domains-services-business.js';
import { PEOPLE_SERVICE_DOMAINS } from './domains-services-people.js';
import { WORKS_DOMAINS } from './domains-works.js';
import { words, type Token } from './tokens.js';

/**
 * Phrases that hold a word of some group but name something else: a retailer's 'private label'
 * cheese is not printing, '3D printing' is not a printer's, a 'search engine' is not machinery. They
 * are found like nouns, so that the word inside them is not, and never vote.
 */
const NOT_AN_ACTIVITY: ActivityDomain = {
  id: 'not-an-activity',
  group: '',
  verbs: [],
  nouns: words(
    'private_label own_label white_label eco_label ecolabel quality_label eigen_merk huismerk handelsmarke',
    'eigenmarke marque_de_distributeur marca_blanca marca_del_distributore 3d_printing 3d_printed',
    'search_engine game_engine rules_engine news_feed low_maintenance',
  ),
};

export const ALL_DOMAINS: readonly ActivityDomain[] = [
  ...GOODS_DOMAINS,
  ...INDUSTRY_DOMAINS,
  ...SERVICE_DOMAINS,
  ...INTERMEDIARY_DOMAINS,
  ...WORKS_DOMAINS,
  ...BUSINESS_SERVICE_DOMAINS,
  ...PEOPLE_SERVICE_DOMAINS,
  NOT_AN_ACTIVITY,
];

type NounField = 'nouns' | 'self' | 'facilities';

interface Pattern {
  words: string[];
  compound: boolean;
  domain: ActivityDomain;
}

const ENDINGS = ['', 's', 'es', 'e', 'en', 'n'];

/**
 * The forms a written word also matches: with a plural ending (four letters or more), English plurals
 * of words in -y ('ferry' → 'ferries'), and Italian plurals that change the last vowel ('strada' →
 * 'strade', 'ponte' → 'ponti', 'barca' → 'barche', 'cablaggio' → 'cablaggi').
 */
function formsOf(written: string): string[] {
  if (written.length < 4) return [written];
  const forms = ENDINGS.map((ending) => written + ending);
  if (/[^aeiou]y$/.test(written)) forms.push(`${written.slice(0, -1)}ies`);
  if (written.length >= 5 && /[aeo]$/.test(written)) {
    const stem = written.slice(0, -1);
    forms.push(written.endsWith('io') ? stem : `${stem}i`, `${stem}e`);
    if (/[cg]a$/.test(written)) forms.push(`${stem}he`);
  }
  return forms;
}

function sameWord(written: string, token: string): boolean {
  return formsOf(written).includes(token);
}

function compile(field: NounField): { exact: Map<string, Pattern[]>; compounds: Pattern[] } {
  const exact = new Map<string, Pattern[]>();
  const compounds: Pattern[] = [];
  for (const domain of ALL_DOMAINS) {
    for (const written of domain[field] ?? []) {
      const compound = written.startsWith('*');
      const pattern = { words: written.replace(/^\*/, '').split('_'), compound, domain };
      if (compound) {
        compounds.push(pattern);
        continue;
      }
      for (const key of formsOf(pattern.words[0]!)) exact.set(key, [...(exact.get(key) ?? []), pattern]);
    }
  }
  return { exact, compounds };
}

const INDEXES: Record<NounField, ReturnType<typeof compile>> = {
  nouns: compile('nouns'),
  self: compile('self'),
  facilities: compile('facilities'),
};

function matchesFrom(tokens: readonly Token[], at: number, to: number, pattern: Pattern): number {
  const first = tokens[at]!.norm;
  if (pattern.compound) {
    const head = pattern.words[0]!;
    const ok = ENDINGS.some((ending) => first.endsWith(head + ending) && first.length >= head.length);
    if (!ok) return -1;
  }
  let index = at;
  for (let word = 1; word < pattern.words.length; word += 1) {
    index += 1;
    if (index > to || !sameWord(pattern.words[word]!, tokens[index]!.norm)) return -1;
  }
  return index;
}

export interface DomainHit {
  domain: ActivityDomain;
  /** Token range of the noun phrase. */
  from: number;
  to: number;
}

/**
 * Every noun of the given field found between tokens `from` and `to`, in order. The longest phrase
 * wins; between phrases as long, one of a domain `prefer` accepts: 'books' someone prints are
 * printing (18.1), books someone publishes are publishing (58.1).
 */
export function findNouns(
  tokens: readonly Token[],
  from: number,
  to: number,
  field: NounField = 'nouns',
  prefer: (domain: ActivityDomain) => boolean = () => false,
): DomainHit[] {
  const { exact, compounds } = INDEXES[field];
  const hits: DomainHit[] = [];
  for (let at = Math.max(0, from); at <= to && at < tokens.length; at += 1) {
    const candidates = [...(exact.get(tokens[at]!.norm) ?? []), ...compounds];
    let best: DomainHit | undefined;
    for (const pattern of candidates) {
      const end = matchesFrom(tokens, at, to, pattern);
      const better =
        !best || end > best.to || (end === best.to && prefer(pattern.domain) && !prefer(best.domain));
      if (end >= 0 && better) best = { domain: pattern.domain, from: at, to: end };
    }
    if (best) {
      hits.push(best);
      at = best.to;
    }
  }
  return hits;
}

/** The domain most of the hits belong to (the first found wins a tie), with its hits. */
export function dominantDomain(
  hits: readonly DomainHit[],
): { domain: ActivityDomain; hits: DomainHit[] } | undefined {
  const counts = new Map<string, DomainHit[]>();
  for (const hit of hits)
    if (hit.domain !== NOT_AN_ACTIVITY)
      counts.set(hit.domain.id, [...(counts.get(hit.domain.id) ?? []), hit]);
  let best: DomainHit[] | undefined;
  for (const group of counts.values()) if (!best || group.length > best.length) best = group;
  return best ? { domain: best[0]!.domain, hits: best } : undefined;
}
