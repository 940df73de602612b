import type { CONTROVERSY_STATUSES, SectionData } from '@impact/contracts';
import { CONTROVERSIES_NOT_JUDGED } from './controversies.js';
import { clip, foldText, listOf, plural, yearOf, yearsIn } from './text.js';

/**
 * The Public Perception credibility score: a fixed, documented formula over the evidence found, never a
 * model's opinion (docs/credibility-score.md gives the terms, weights, caps and the reasons for them).
 * Evidence adds points; controversies take them away; the absence of evidence earns nothing.
 */

export const MAX_SCORE = 100;

/** Points per term. Changing one is a change of the documented formula: update the doc with it. */
export const WEIGHTS = {
  ratingRecent: 15,
  ratingOlder: 8,
  ratingUndated: 5,
  ratingsCap: 30,
  /** A rating counts as recent when dated this year or in the two before it. */
  recentYears: 2,
  certification: 5,
  certificationsCap: 20,
  reportPage: 20,
  metric: 3,
  metricsCap: 15,
  code: 5,
  codesCap: 15,
  ongoing: 15,
  alleged: 8,
  resolved: 3,
  controversiesCap: 45,
} as const;

type ControversyStatus = (typeof CONTROVERSY_STATUSES)[number];

export interface CredibilityEvidence {
  /** YYYY-MM-DD: how recent a rating is depends on it. */
  today: string;
  esgRatings: { agency: string; rating: string; date: string }[];
  certifications: { name: string; year: number }[];
  /** The Controversies section, or undefined when it has not been produced. */
  controversies: SectionData<'Controversies'> | undefined;
  disclosure: {
    websiteRead: boolean;
    /** Titles of the sustainability/ESG report pages found on the company's own site. */
    reportPages: string[];
    /** Distinct metrics (name and year) the company's own pages report. */
    metricCount: number;
    /** Memberships, commitments and disclosures the company's own pages state as held. */
    codes: string[];
  };
}

export interface CredibilityScore {
  score: number;
  maxScore: number;
  rationale: string[];
}

interface Term {
  points: number;
  line: string;
}

const signed = (points: number) => (points < 0 ? `−${-points}` : `+${points}`);
const line = (label: string, detail: string, points: number) =>
  clip(`${label}: ${detail}: ${signed(points)}`, 500);
const few = (items: string[], max = 4) =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');

function ratingsTerm(evidence: CredibilityEvidence): Term {
  const latestYear = yearOf(evidence.today);
  // One rating per agency (its most recent): three reports of the same MSCI grade are one rating.
  const byAgency = new Map<string, { label: string; year: number | undefined }>();
  for (const rating of evidence.esgRatings) {
    const year = yearsIn(rating.date, latestYear).at(-1);
    const key = foldText(rating.agency);
    const kept = byAgency.get(key);
    if (kept && (kept.year ?? 0) >= (year ?? 0)) continue;
    byAgency.set(key, { label: `${rating.agency} ${rating.rating}${year ? ` ${year}` : ''}`, year });
  }
  const ratings = [...byAgency.values()];
  const points = Math.min(
    WEIGHTS.ratingsCap,
    ratings.reduce((sum, { year }) => {
      if (year === undefined) return sum + WEIGHTS.ratingUndated;
      return sum + (year >= latestYear - WEIGHTS.recentYears ? WEIGHTS.ratingRecent : WEIGHTS.ratingOlder);
    }, 0),
  );
  const detail =
    ratings.length === 0 ? 'none found' : `${ratings.length} found (${few(ratings.map((r) => r.label))})`;
  return { points, line: line('ESG ratings', detail, points) };
}

function certificationsTerm(evidence: CredibilityEvidence): Term {
  const names = [...new Map(evidence.certifications.map((c) => [foldText(c.name), c])).values()].map(
    (c) => `${c.name} ${c.year}`,
  );
  const points = Math.min(WEIGHTS.certificationsCap, names.length * WEIGHTS.certification);
  const detail = names.length === 0 ? 'none found' : `${names.length} found (${few(names)})`;
  return { points, line: line('Certifications', detail, points) };
}

function disclosureTerms({ disclosure }: CredibilityEvidence): Term[] {
  if (!disclosure.websiteRead) {
    const unread = "the company's website was not read";
    return [
      { points: 0, line: line('Sustainability report', unread, 0) },
      { points: 0, line: line('Reported metrics', unread, 0) },
      { points: 0, line: line('Other codes and commitments', unread, 0) },
    ];
  }
  const report = disclosure.reportPages.length > 0 ? WEIGHTS.reportPage : 0;
  const metrics = Math.min(WEIGHTS.metricsCap, disclosure.metricCount * WEIGHTS.metric);
  const codes = Math.min(WEIGHTS.codesCap, new Set(disclosure.codes).size * WEIGHTS.code);
  return [
    {
      points: report,
      line: line(
        'Sustainability report',
        report > 0
          ? `found on the company's site (${few(disclosure.reportPages, 2)})`
          : "none found on the company's site",
        report,
      ),
    },
    {
      points: metrics,
      line: line(
        'Reported metrics',
        `${disclosure.metricCount} stated with a year on the company's pages`,
        metrics,
      ),
    },
    {
      points: codes,
      line: line(
        'Other codes and commitments',
        disclosure.codes.length === 0
          ? 'none stated as held'
          : `${disclosure.codes.length} stated as held (${few(disclosure.codes)})`,
        codes,
      ),
    },
  ];
}

function controversiesTerm({ controversies }: CredibilityEvidence): Term {
  if (!controversies) return { points: 0, line: line('Controversies', 'not checked yet', 0) };
  if (controversies.summary.startsWith(CONTROVERSIES_NOT_JUDGED))
    return { points: 0, line: line('Controversies', 'not judged (no language model or no web research)', 0) };
  const count = (status: ControversyStatus) =>
    controversies.controversies.filter((item) => item.status === status).length;
  const [ongoing, alleged, resolved] = [count('Ongoing'), count('Alleged'), count('Resolved')];
  if (ongoing + alleged + resolved === 0)
    return { points: 0, line: line('Controversies', 'none found in the research answers', 0) };
  const penalty = Math.min(
    WEIGHTS.controversiesCap,
    ongoing * WEIGHTS.ongoing + alleged * WEIGHTS.alleged + resolved * WEIGHTS.resolved,
  );
  const counts = [
    ongoing && `${ongoing} ongoing`,
    alleged && `${alleged} alleged`,
    resolved && `${resolved} resolved`,
  ].filter((part): part is string => Boolean(part));
  return { points: -penalty, line: line('Controversies', listOf(counts), -penalty) };
}

/** The score over 100 and one rationale line per term with its points (7 lines, within the contract's 10). */
export function credibilityScore(evidence: CredibilityEvidence): CredibilityScore {
  const terms = [
    ratingsTerm(evidence),
    certificationsTerm(evidence),
    ...disclosureTerms(evidence),
    controversiesTerm(evidence),
  ];
  const total = terms.reduce((sum, term) => sum + term.points, 0);
  return {
    score: Math.max(0, Math.min(MAX_SCORE, total)),
    maxScore: MAX_SCORE,
    rationale: [
      ...terms.map((term) => term.line),
      `Computed by the application's fixed formula over the evidence found (${plural(terms.length, 'term')}), not by a model's opinion; no evidence earns no points.`,
    ],
  };
}
