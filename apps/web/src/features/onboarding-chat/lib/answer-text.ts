import { employeeCountLabel, revenueLabel } from '../../../lib/client-labels';
import type { InteractiveComponent } from './chat-types';
import { choiceOptions, demoSamples, isRecord, textProp } from './component-props';

/** What the answers of a choice step are called in summaries. */
const CHOICE_NOUNS: Record<string, string> = {
  'step-1': 'Scopes',
  'step-3': 'Topics',
  'step-5': 'Frameworks',
};

/** The component the answer was given to: its options and samples turn ids into labels. */
export type AnswerContext = InteractiveComponent | undefined;

function selectedLabels(selected: unknown[], context: AnswerContext): string[] {
  const options = choiceOptions(context?.props.options);
  return selected
    .filter((id): id is string => typeof id === 'string')
    .map((id) => options.find((option) => option.id === id)?.label ?? id);
}

const demoName = (slug: string, context: AnswerContext) =>
  demoSamples(context?.props.samples).find((sample) => sample.slug === slug)?.name ?? slug;

const fileNames = (files: unknown[]) =>
  files.flatMap((file) => (isRecord(file) && textProp(file, 'name') ? [textProp(file, 'name')!] : []));

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The user's bubble for a step submission: 'Website: acme.com', 'Scopes: …', 'Uploaded 1 file',
 * 'Skipped'. The raw JSON that is sent is never shown.
 */
export function summarizeSubmission(stepId: string, data: unknown, context?: AnswerContext): string {
  if (!isRecord(data)) return 'Answer sent';
  const demo = textProp(data, 'demoSample');
  if (demo) return `Demo: ${demoName(demo, context)}`;
  const website = textProp(data, 'website');
  if (website) return `Website: ${website}`;
  if (Array.isArray(data.selected)) {
    const noun = CHOICE_NOUNS[stepId] ?? 'Selected';
    return `${noun}: ${selectedLabels(data.selected, context).join(', ') || 'none'}`;
  }
  if (Array.isArray(data.files)) {
    return data.files.length === 0 ? 'Skipped' : `Uploaded ${plural(data.files.length, 'file')}`;
  }
  if (data.confirm === true) return 'Create the client and start the assessment';
  const name = textProp(data, 'Name');
  if (name) return `Company details: ${name}`;
  return 'Answer sent';
}

export interface AnswerRow {
  label: string;
  value: string;
}

/** The profile fields of step-2 as people read them. */
const PROFILE_ROWS: { field: string; label: string; show?: (value: string) => string }[] = [
  { field: 'Name', label: 'Company' },
  { field: 'Industry', label: 'Industry' },
  { field: 'Headquarters', label: 'Headquarters' },
  { field: 'EmployeeCount', label: 'Employees', show: (code) => employeeCountLabel(code) ?? code },
  { field: 'Revenue', label: 'Revenue', show: (code) => revenueLabel(code) ?? code },
  { field: 'FoundedYear', label: 'Founded' },
  { field: 'CompanyInfo', label: 'Description' },
];

/**
 * The final step's summary: one row per answer, in step order. `contextFor` finds the component a
 * step was asked with, so ids become the labels the user chose from.
 */
export function answerRows(answers: unknown, contextFor: (stepId: string) => AnswerContext): AnswerRow[] {
  if (!isRecord(answers)) return [];
  const stepIds = Object.keys(answers).toSorted((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return stepIds.flatMap((stepId) => rowsOf(stepId, answers[stepId], contextFor(stepId)));
}

function rowsOf(stepId: string, data: unknown, context: AnswerContext): AnswerRow[] {
  if (!isRecord(data)) return [];
  const demo = textProp(data, 'demoSample');
  if (demo) return [{ label: 'Demo', value: demoName(demo, context) }];
  const website = textProp(data, 'website');
  if (website) return [{ label: 'Website', value: website }];
  if (Array.isArray(data.selected)) {
    const labels = selectedLabels(data.selected, context);
    return [{ label: CHOICE_NOUNS[stepId] ?? 'Selected', value: labels.join(', ') || 'None' }];
  }
  if (Array.isArray(data.files)) {
    return [{ label: 'Documents', value: fileNames(data.files).join(', ') || 'None' }];
  }
  return PROFILE_ROWS.flatMap(({ field, label, show }) => {
    const value = textProp(data, field);
    return value ? [{ label, value: show ? show(value) : value }] : [];
  });
}
