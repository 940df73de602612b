// The matching rules of bench/evidence-corpus/README.md: each field's answers against the ground truth,
// counted as right, wrong and missed.
import type { Answers, MetricAnswer, SiteAnswer } from './answers.js';
import { valueWithUnit } from './answers.js';
import { languageOf, type CorpusCompany, type GroundTruth, type MetricTruth } from './corpus.js';
import { contradicts } from './indicators.js';
import { parseQuantity, valuesEqual, type Value } from './numbers.js';
import { containsPhrase, contentWords, countriesIn, countryCodeOf, nameKey, normalize } from './text.js';
import { conversion, readUnit, type Unit } from './units.js';

export const FIELDS = [
  'metrics',
  'codes',
  'initiatives',
  'sites',
  'headquarters',
  'headcount',
  'turnover',
  'foundedYear',
  'sector',
  'customerModel',
  'stakeholders',
  'suppliers',
] as const;
export type Field = (typeof FIELDS)[number];

export const FIELD_LABELS: Record<Field, string> = {
  metrics: 'metrics',
  codes: 'codes',
  initiatives: 'initiatives',
  sites: 'sites',
  headquarters: 'headquarters',
  headcount: 'headcount',
  turnover: 'turnover',
  foundedYear: 'founded year',
  sector: 'sector (NACE)',
  customerModel: 'B2B/B2C',
  stakeholders: 'stakeholders',
  suppliers: 'suppliers',
};

export interface FieldScore {
  right: number;
  wrong: number;
  missed: number;
  /** Required ground-truth items: right + missed. */
  required: number;
  /** What was missed and what was wrong, for --details. */
  missedItems: string[];
  wrongItems: string[];
}

export const emptyScore = (): FieldScore => ({
  right: 0,
  wrong: 0,
  missed: 0,
  required: 0,
  missedItems: [],
  wrongItems: [],
});

export function addScores(into: FieldScore, score: FieldScore): FieldScore {
  into.right += score.right;
  into.wrong += score.wrong;
  into.missed += score.missed;
  into.required += score.required;
  into.missedItems.push(...score.missedItems);
  into.wrongItems.push(...score.wrongItems);
  return into;
}

// ---- lists ------------------------------------------------------------------------------------------

interface Truth<T> {
  item: T;
  optional: boolean;
  label: string;
}

/**
 * One-to-one matching in answer order. `match` ranks how well an answer fits an item (0: not at all;
 * higher: better, e.g. an exact name over a synonym). An answer takes the best-fitting unmatched
 * required item, else an unmatched optional one (neither right nor wrong), else it repeats a matched
 * item (ignored); an answer that fits nothing is wrong, unless `neutral` says it is too coarse to judge.
 */
function scoreList<A, T>(
  answers: readonly A[],
  truths: readonly Truth<T>[],
  match: (answer: A, truth: T) => number | boolean,
  describe: (answer: A) => string,
  neutral: (answer: A) => boolean = () => false,
): FieldScore {
  const score = emptyScore();
  const taken = new Set<number>();
  for (const answer of answers) {
    const candidates = truths
      .map((truth, index) => ({ index, rank: Number(match(answer, truth.item)) }))
      .filter(({ rank }) => rank > 0)
      .toSorted((a, b) => b.rank - a.rank)
      .map(({ index }) => index);
    const pick =
      candidates.find((index) => !taken.has(index) && !truths[index]!.optional) ??
      candidates.find((index) => !taken.has(index));
    if (pick !== undefined) {
      taken.add(pick);
      if (!truths[pick]!.optional) score.right += 1;
    } else if (candidates.length === 0 && !neutral(answer)) {
      score.wrong += 1;
      score.wrongItems.push(describe(answer));
    }
  }
  truths.forEach((truth, index) => {
    if (truth.optional) return;
    score.required += 1;
    if (!taken.has(index)) {
      score.missed += 1;
      score.missedItems.push(truth.label);
    }
  });
  return score;
}

// ---- metrics ----------------------------------------------------------------------------------------

const asUnit = (quantity: { unit: string; currency?: string }): Unit =>
  quantity.currency ? { dimension: `money:${quantity.currency}`, factor: 1 } : readUnit(quantity.unit);

function sameValue(
  answer: Value,
  halfStep: number,
  truth: Value,
  factor: number,
  ignoreSign: boolean,
): boolean {
  const scale = (value: number) => (ignoreSign ? Math.abs(value * factor) : value * factor);
  const step = halfStep * factor;
  if (typeof answer === 'number' && typeof truth === 'number')
    return valuesEqual(scale(answer), step, ignoreSign ? Math.abs(truth) : truth);
  if (typeof answer === 'object' && typeof truth === 'object')
    return valuesEqual(scale(answer.min), step, truth.min) && valuesEqual(scale(answer.max), step, truth.max);
  return false;
}

/**
 * Whether an answer states a ground-truth figure. Its value is read in the language of the page it
 * cites and, since the product may write numbers its own way, also with a dot as the decimal mark.
 */
export function metricMatches(answer: MetricAnswer, truth: MetricTruth, language: string): boolean {
  if (answer.year !== truth.year || contradicts(answer.name, truth.indicator)) return false;
  const readings = language === 'en' ? ['en'] : [language, 'en'];
  return readings.some((reading) => {
    const quantity = parseQuantity(valueWithUnit(answer, reading), reading);
    if (!quantity) return false;
    const factor = conversion(asUnit(quantity), readUnit(truth.unit));
    if (factor === undefined) return false;
    return sameValue(
      quantity.value,
      quantity.halfStep,
      truth.value,
      factor,
      truth.indicator === 'ghg-reduction',
    );
  });
}

const describeValue = (value: Value) =>
  typeof value === 'number' ? String(value) : `${value.min}–${value.max}`;

function scoreMetrics(company: CorpusCompany, answers: Answers): FieldScore {
  return scoreList(
    answers.metrics,
    company.truth.metrics.map((metric) => ({
      item: metric,
      optional: metric.optional === true,
      label: `${metric.name} ${metric.year}: ${describeValue(metric.value)} ${metric.unit} (${metric.sources[0]!.page})`,
    })),
    (answer, truth) => metricMatches(answer, truth, languageOf(company, answer.page)),
    (answer) => `${answer.name} ${answer.year}: ${answer.value} (${answer.page})`,
  );
}

// ---- codes and initiatives ------------------------------------------------------------------------------

function namesMatch(answer: string, names: readonly string[]): boolean {
  const key = nameKey(answer);
  return names.some((name) => {
    const candidate = nameKey(name);
    return candidate !== '' && (containsPhrase(key, candidate) || containsPhrase(candidate, key));
  });
}

function scoreCodes(truth: GroundTruth, answers: Answers): FieldScore {
  return scoreList(
    answers.codes,
    truth.codes.map((code) => ({
      item: code,
      optional: code.optional === true,
      label: `${code.name} (${code.status})`,
    })),
    (answer, code) => {
      if (!namesMatch(answer.name, [code.name, ...code.aliases])) return false;
      const inProcess = /process|progress|working towards/i.test(answer.status);
      if (inProcess !== (code.status === 'in-process')) return false;
      return !(answer.validUntil && code.validUntil && answer.validUntil !== code.validUntil);
    },
    (answer) => `${answer.name} (${answer.status})`,
  );
}

export function titlesMatch(answer: string, titles: readonly string[]): boolean {
  const answerKey = normalize(answer);
  const answerWords = new Set(contentWords(answer));
  return titles.some((title) => {
    if (containsPhrase(answerKey, normalize(title))) return true;
    const words = contentWords(title);
    return words.length > 0 && words.filter((word) => answerWords.has(word)).length / words.length >= 0.6;
  });
}

function scoreInitiatives(truth: GroundTruth, answers: Answers): FieldScore {
  return scoreList(
    answers.initiatives,
    truth.initiatives.map((initiative) => ({ item: initiative, optional: false, label: initiative.title })),
    (answer, initiative) => titlesMatch(answer.title, [initiative.title, ...initiative.aliases]),
    (answer) => answer.title,
  );
}

// ---- places -----------------------------------------------------------------------------------------

type SiteTruth = GroundTruth['sites'][number];

const ROLE_TYPES: Record<string, readonly string[]> = {
  production: ['plant'],
  plant: ['plant'],
  office: ['office', 'headquarters'],
  headquarters: ['headquarters'],
  retail: ['store', 'hotel'],
  store: ['store'],
  hotel: ['hotel'],
  logistics: ['warehouse'],
  warehouse: ['warehouse'],
  research: ['research'],
};

const roleFits = (role: string | undefined, types: readonly string[]) => {
  const fitting = role ? ROLE_TYPES[role.toLowerCase()] : undefined;
  return !fitting || fitting.some((type) => types.includes(type));
};

/** The place an answer names, without a trailing country or bracket ('Brno (Czech Republic)' → 'Brno'). */
const placeOf = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .trim();

function placeMatches(place: string, site: Pick<SiteTruth, 'city' | 'name' | 'aliases'>): boolean {
  const key = nameKey(placeOf(place));
  return [site.city, site.name, ...site.aliases].some((name) => nameKey(name) === key);
}

function scoreSites(truth: GroundTruth, answers: Answers): FieldScore {
  return scoreList<SiteAnswer, SiteTruth>(
    answers.sites,
    truth.sites.map((site) => ({
      item: site,
      optional: false,
      label: `${site.name}, ${site.city} (${site.types.join('/')})`,
    })),
    (answer, site) => placeMatches(answer.place, site) && roleFits(answer.role, site.types),
    (answer) => `${answer.place}${answer.role ? ` (${answer.role})` : ''}`,
    (answer) => {
      const country = countryCodeOf(answer.place);
      return (
        country !== undefined &&
        truth.sites.some((site) => site.country === country && roleFits(answer.role, site.types))
      );
    },
  );
}

type Outcome = 'right' | 'wrong' | 'neutral';

function scalar(truthLabel: string | null, answerLabel: string | null, outcome: () => Outcome): FieldScore {
  const score = emptyScore();
  if (truthLabel !== null) score.required = 1;
  if (answerLabel === null) {
    if (truthLabel !== null) {
      score.missed = 1;
      score.missedItems.push(truthLabel);
    }
    return score;
  }
  const result = truthLabel === null ? 'wrong' : outcome();
  if (result === 'right') score.right = 1;
  if (result === 'wrong') {
    score.wrong = 1;
    score.wrongItems.push(answerLabel);
  }
  if (result !== 'right' && truthLabel !== null) {
    score.missed = 1;
    score.missedItems.push(truthLabel);
  }
  return score;
}

/** A two-letter country code at the end of a place ('Leeds, GB'). */
const trailingCode = (text: string) => {
  const code = /,\s*([A-Z]{2})\s*$/.exec(text)?.[1];
  return code === 'UK' ? 'GB' : code;
};

function scoreHeadquarters(truth: GroundTruth, answers: Answers): FieldScore {
  const hq = truth.headquarters;
  const answer = answers.headquarters;
  return scalar(hq && `${hq.city}, ${hq.country}`, answer, () => {
    const text = answer!;
    const countries = [...countriesIn(text), ...(trailingCode(text) ? [trailingCode(text)!] : [])];
    if (countries.length > 0 && !countries.includes(hq!.country)) return 'wrong';
    const key = nameKey(text.replace(/\([^)]*\)/g, ' '));
    if ([hq!.city, ...hq!.aliases].some((city) => containsPhrase(key, nameKey(city)))) return 'right';
    // A country alone that agrees is too coarse to be right, and not wrong.
    return countryCodeOf(text) === hq!.country ? 'neutral' : 'wrong';
  });
}

function scoreHeadcount(truth: GroundTruth, answers: Answers): FieldScore {
  const headcount = truth.headcount;
  const answer = answers.headcount;
  return scalar(
    headcount && `${headcount.value} (${headcount.basis}, ${headcount.year})`,
    answer?.text ?? null,
    () => {
      const value = headcount!.value;
      if (answer!.value !== undefined)
        return [value, ...headcount!.also].includes(answer!.value) ? 'right' : 'wrong';
      const range = answer!.range!;
      return value >= range.min && (range.max === null || value <= range.max) ? 'right' : 'wrong';
    },
  );
}

/** ECB euro reference rates of 8 May 2026 (the knowledge base's fixed rates, and DKK of that day). */
export const PER_EUR: Record<string, number> = {
  EUR: 1,
  USD: 1.1761,
  GBP: 0.8641,
  CHF: 0.9156,
  NOK: 10.8215,
  AUD: 1.6259,
  DKK: 7.4604,
};
const inEur = (amount: number, currency: string) => {
  const rate = PER_EUR[currency];
  return rate === undefined ? undefined : amount / rate;
};

function scoreTurnover(truth: GroundTruth, answers: Answers): FieldScore {
  const turnover = truth.turnover;
  const answer = answers.turnover;
  return scalar(
    turnover && `${turnover.amount} ${turnover.currency} (${turnover.period})`,
    answer?.text ?? null,
    () => {
      const { amount, currency, year } = turnover!;
      if (answer!.year !== undefined && answer!.year !== year) return 'wrong';
      if (answer!.usdRange) {
        const usd = (inEur(amount, currency) ?? Number.NaN) * PER_EUR.USD!;
        const { min, max } = answer!.usdRange;
        return usd >= min && (max === null || usd < max) ? 'right' : 'wrong';
      }
      if (answer!.amount === undefined || !answer!.currency) return 'wrong';
      if (answer!.currency === currency)
        return valuesEqual(answer!.amount, answer!.halfStep ?? 0, amount) ? 'right' : 'wrong';
      const stated = inEur(answer!.amount, answer!.currency);
      const expected = inEur(amount, currency);
      if (stated === undefined || expected === undefined) return 'wrong';
      return Math.abs(stated - expected) <= 0.02 * expected ? 'right' : 'wrong';
    },
  );
}

function scoreFounded(truth: GroundTruth, answers: Answers): FieldScore {
  const founded = truth.foundedYear;
  return scalar(
    founded && String(founded.value),
    answers.foundedYear === null ? null : String(answers.foundedYear),
    () => (answers.foundedYear === founded!.value ? 'right' : 'wrong'),
  );
}

/** The NACE Rev. 2 section (letter) of a division, as the product's sector keys name sections. */
export function sectionOfDivision(division: string): string {
  const n = Number(division);
  const bounds: [number, string][] = [
    [3, 'A'],
    [9, 'B'],
    [33, 'C'],
    [35, 'D'],
    [39, 'E'],
    [43, 'F'],
    [47, 'G'],
    [53, 'H'],
    [56, 'I'],
    [63, 'J'],
    [66, 'K'],
    [68, 'L'],
    [75, 'M'],
    [82, 'N'],
    [84, 'O'],
    [85, 'P'],
    [88, 'Q'],
    [93, 'R'],
    [96, 'S'],
    [98, 'T'],
    [99, 'U'],
  ];
  return bounds.find(([upTo]) => n <= upTo)?.[1] ?? '?';
}

function scoreSector(truth: GroundTruth, answers: Answers): FieldScore {
  const { nace, also, label } = truth.sector;
  const answer = answers.sector;
  const accepted = [nace, ...also];
  const described =
    answer &&
    (answer.division
      ? `NACE ${answer.division} (${answer.text})`
      : answer.sections.length > 0
        ? `section ${answer.sections.join('/')} (${answer.text})`
        : null);
  return scalar(`${nace} ${label}`, described ?? null, () => {
    if (answer!.division) return accepted.includes(answer!.division) ? 'right' : 'wrong';
    const sections = new Set(accepted.map(sectionOfDivision));
    return answer!.sections.some((section) => sections.has(section)) ? 'neutral' : 'wrong';
  });
}

function scoreCustomerModel(truth: GroundTruth, answers: Answers): FieldScore {
  return scalar(truth.customerModel.value, answers.customerModel, () =>
    answers.customerModel === truth.customerModel.value ? 'right' : 'wrong',
  );
}

// ---- stakeholders and suppliers -------------------------------------------------------------------------

type StakeholderTruth = GroundTruth['stakeholders'][number];
type SupplierTruth = GroundTruth['suppliers'][number];

/**
 * Words for the same stakeholder group (normalised). A ground-truth group whose name or an alias is in
 * a class also matches the class's other words, less strongly than its own name and aliases.
 */
const GROUP_CLASSES: readonly string[][] = [
  [
    'employees',
    'employee',
    'staff',
    'workforce',
    'colleagues',
    'people',
    'our people',
    'team',
    'team members',
    'workers',
    'personnel',
    'medewerkers',
    'werknemers',
    'personeel',
    'mitarbeitende',
    'mitarbeiter',
    'beschaftigte',
    'belegschaft',
    'salaries',
    'collaborateurs',
    'empleados',
    'plantilla',
    'dipendenti',
    'personale',
  ],
  [
    'customers',
    'clients',
    'consumers',
    'shoppers',
    'guests',
    'policyholders',
    'klanten',
    'kunden',
    'clientes',
    'clienti',
  ],
  [
    'suppliers',
    'vendors',
    'growers',
    'farmers',
    'supply chain partners',
    'leveranciers',
    'lieferanten',
    'fournisseurs',
    'proveedores',
    'fornitori',
    'subcontractors',
    'subunternehmer',
    'subappaltatori',
  ],
  [
    'communities',
    'local communities',
    'residents',
    'local residents',
    'neighbours',
    'neighbors',
    'omwonenden',
    'anwohner',
    'riverains',
    'comunita locali',
    'comunidades',
  ],
  [
    'investors',
    'shareholders',
    'owners',
    'bondholders',
    'lenders',
    'aandeelhouders',
    'aktionare',
    'actionnaires',
    'accionistas',
    'azionisti',
    'inversores',
  ],
  ['ngos', 'non governmental organisations', 'non governmental organizations', 'charities', 'civil society'],
  ['regulators', 'authorities', 'public authorities', 'supervisors', 'policymakers', 'governments'],
  ['trade unions', 'unions', 'sindacati', 'vakbonden', 'gewerkschaften', 'syndicats'],
  ['works council', 'ondernemingsraad', 'betriebsrat'],
];

/** How an answer fits a stakeholder: 2 by its name or an alias, 1 by a word of the same group class. */
function stakeholderMatches(answer: string, stakeholder: StakeholderTruth): number {
  const names = [stakeholder.name, ...stakeholder.aliases];
  const key = nameKey(answer);
  if (names.some((name) => nameKey(name) === key)) return 2;
  if (stakeholder.kind !== 'group') return 0;
  const words = normalize(answer);
  if (names.some((name) => containsPhrase(words, normalize(name)))) return 2;
  const own = names.map(normalize);
  const classes = GROUP_CLASSES.filter((members) => members.some((member) => own.includes(member)));
  return classes.some((members) => members.some((member) => containsPhrase(words, member))) ? 1 : 0;
}

function supplierMatches(answer: string, supplier: SupplierTruth): boolean {
  if (supplier.name) {
    const key = nameKey(answer);
    const name = nameKey(supplier.name);
    return containsPhrase(key, name) || containsPhrase(name, key);
  }
  return supplier.country !== null && countriesIn(answer).includes(supplier.country);
}

function scoreStakeholders(truth: GroundTruth, answers: Answers): FieldScore {
  const namedSuppliers = truth.suppliers.filter((supplier) => supplier.name);
  return scoreList(
    answers.stakeholders,
    truth.stakeholders.map((stakeholder) => ({
      item: stakeholder,
      optional: stakeholder.optional === true,
      label: `${stakeholder.name} (${stakeholder.kind})`,
    })),
    (answer, stakeholder) => stakeholderMatches(answer.name, stakeholder),
    (answer) => `${answer.name} (${answer.group})`,
    // A named supplier is scored under suppliers.
    (answer) => namedSuppliers.some((supplier) => supplierMatches(answer.name, supplier)),
  );
}

function scoreSuppliers(truth: GroundTruth, answers: Answers): FieldScore {
  return scoreList(
    answers.suppliers,
    truth.suppliers.map((supplier) => ({
      item: supplier,
      optional: false,
      label: supplier.name ?? `suppliers in ${supplier.country}`,
    })),
    (answer, supplier) => supplierMatches(answer.name, supplier),
    (answer) => answer.name,
  );
}

/** Every field of one company scored. */
export function scoreCompany(company: CorpusCompany, answers: Answers): Record<Field, FieldScore> {
  const { truth } = company;
  return {
    metrics: scoreMetrics(company, answers),
    codes: scoreCodes(truth, answers),
    initiatives: scoreInitiatives(truth, answers),
    sites: scoreSites(truth, answers),
    headquarters: scoreHeadquarters(truth, answers),
    headcount: scoreHeadcount(truth, answers),
    turnover: scoreTurnover(truth, answers),
    foundedYear: scoreFounded(truth, answers),
    sector: scoreSector(truth, answers),
    customerModel: scoreCustomerModel(truth, answers),
    stakeholders: scoreStakeholders(truth, answers),
    suppliers: scoreSuppliers(truth, answers),
  };
}

export const precisionOf = (score: FieldScore) =>
  score.right + score.wrong === 0 ? undefined : score.right / (score.right + score.wrong);
export const recallOf = (score: FieldScore) =>
  score.required === 0 ? undefined : score.right / score.required;
