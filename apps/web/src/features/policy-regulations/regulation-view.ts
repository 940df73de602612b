import type { SectionData, Source } from '@impact/contracts';
import { formatDay } from '../../lib/format-date';
import { flagFor, type Jurisdiction } from './flags/jurisdiction';
import { refineFields, type RefineField } from './refine-applicability';

export type RegulationRow = SectionData<'SustainabilityRegulations'>[number];
export type StatusVariant = RegulationRow['statusVariant'];
type Verdict = NonNullable<RegulationRow['verdict']>;

/** Status chip colours by statusVariant: four distinct colours, readable in light and dark mode. */
const STATUS_CHIP_CLASSES: Record<StatusVariant, string> = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  danger: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  neutral: 'border-border bg-muted text-foreground',
};

/** The chip classes of a status variant; anything unexpected reads as neutral. */
export function statusChipClasses(variant: string): string {
  return STATUS_CHIP_CLASSES[variant as StatusVariant] ?? STATUS_CHIP_CLASSES.neutral;
}

const VERDICT_LABELS: Record<Verdict, string> = {
  'in-scope': 'In scope',
  'likely-in-scope': 'Likely in scope',
  'possibly-in-scope': 'Possibly in scope',
  'not-in-scope': 'Not in scope',
};

export function verdictLabel(verdict: RegulationRow['verdict']): string | null {
  return verdict ? VERDICT_LABELS[verdict] : null;
}

/** Whether the row says the regulation does not apply (a rule's verdict, else the status's words). */
function saysNotApplicable(row: Pick<RegulationRow, 'verdict' | 'complianceStatus'>): boolean {
  if (row.verdict) return row.verdict === 'not-in-scope';
  return /^(not (in scope|applicable)|(likely )?out of scope)/i.test(row.complianceStatus.trim());
}

/** The disclosure's label: why the status is what it is, in the row's own direction. */
export function reasonToggleLabel(row: Pick<RegulationRow, 'verdict' | 'complianceStatus'>): string {
  return saysNotApplicable(row) ? 'Why it does not apply' : 'Why it applies';
}

/** A key date as shown: ISO days in the en-US short format, other forms ('FY2027', '2028') as written. */
export function keyDateText(date: string): string {
  return formatDay(/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null) ?? date;
}

export interface RegulationView {
  name: string;
  type: string;
  flag: Jurisdiction | null;
  status: string;
  statusClasses: string;
  /** Spec 02 §2, §6: non-success rows offer 'Start Assessment' (disabled, coming soon) to signed-in users. */
  offersAssessment: boolean;
  toggleLabel: string;
  /** False when the row has nothing to reveal (then it has no disclosure control). */
  hasDetails: boolean;
  verdict: string | null;
  reason: string | null;
  dates: { label: string; date: string }[];
  /** 'What would settle it': the knowledge base's questions for the facts the verdict lacks. */
  questions: string[];
  /** The missing facts 'Refine applicability' can ask (those the contracts know). */
  refineFields: RefineField[];
  sources: Source[];
  /** e.g. 'Knowledge base rule (version 2026.11)'; null unless a rule decided it. */
  method: string | null;
}

/** One regulation row as both the wide table and the narrow cards show it. */
export function toRegulationView(row: RegulationRow): RegulationView {
  const reason = row.reason?.trim() || null;
  const dates = (row.dates ?? []).map((entry) => ({ label: entry.label, date: keyDateText(entry.date) }));
  const questions = (row.missingFacts ?? []).map((fact) => fact.question.trim()).filter(Boolean);
  const sources = row.sources ?? [];
  const verdict = verdictLabel(row.verdict);
  const fields = refineFields(row.missingFacts);
  return {
    name: row.name,
    type: row.type,
    flag: flagFor(row.type),
    status: row.complianceStatus,
    statusClasses: statusChipClasses(row.statusVariant),
    offersAssessment: row.statusVariant !== 'success',
    toggleLabel: reasonToggleLabel(row),
    hasDetails: Boolean(
      reason || verdict || dates.length || questions.length || fields.length || sources.length,
    ),
    verdict,
    reason,
    dates,
    questions,
    refineFields: fields,
    sources,
    method:
      row.method === 'rule'
        ? `Knowledge base rule${row.knowledgeBaseVersion ? ` (version ${row.knowledgeBaseVersion})` : ''}`
        : null,
  };
}

/** The rows of the client's regulations block; empty when never generated or not a list. */
export function regulationRows(data: unknown): RegulationRow[] {
  return Array.isArray(data) ? (data as RegulationRow[]) : [];
}
