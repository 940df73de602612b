import { sourceLabel, type Source, type VsmeMethod, type VsmeValueContent } from '@impact/contracts';
import { missingValue, SYSTEM, type VsmeValueState } from '../value-state.js';

/** What the prefill found for one datapoint: a value with its sources, or a note on what it could not use. */
export type Findings = Map<string, VsmeValueState>;

export function found(
  datapointId: string,
  value: VsmeValueContent,
  options: {
    unit?: string | null;
    sources: Source[];
    method: VsmeMethod;
    periodYear?: number | null;
    note?: string | null;
  },
): VsmeValueState {
  return {
    ...missingValue(datapointId, options.periodYear ?? null),
    status: 'found',
    value,
    unit: options.unit ?? null,
    sources: options.sources.slice(0, 20),
    method: options.method,
    note: options.note ?? null,
    updatedBy: SYSTEM,
  };
}

/**
 * Computed from what the evidence states (a share of the headcount, fuel burnt × a factor): never a
 * confirmed value, pending until someone accepts it; the method says how, in a consultant's words.
 */
export function estimated(
  datapointId: string,
  value: VsmeValueContent,
  options: { unit: string; sources: Source[]; method: VsmeMethod; periodYear: number; note?: string | null },
): VsmeValueState {
  return {
    ...missingValue(datapointId, options.periodYear),
    status: 'estimated',
    value,
    unit: options.unit,
    sources: options.sources.slice(0, 20),
    method: options.method,
    review: 'pending',
    note: options.note ?? null,
    updatedBy: SYSTEM,
  };
}

/** Missing, with a note of what the evidence states for another year (the consultant may use it). */
export function missingWithNote(datapointId: string, note: string, periodYear: number): VsmeValueState {
  return { ...missingValue(datapointId, periodYear), note: note.slice(0, 2000) };
}

/** 'stated on Sustainability | Example (https://…)': where a figure stands, for a note. */
export function statedOn(sources: readonly Source[]): string {
  const source = sources[0];
  if (!source) return 'stated without a source';
  const label = sourceLabel(source);
  return source.url && label !== source.url ? `stated on ${label} (${source.url})` : `stated on ${label}`;
}

/** Keeps the first finding for a datapoint: rules are listed most specific first. */
export function keep(findings: Findings, state: VsmeValueState): void {
  const current = findings.get(state.datapointId);
  if (!current || (current.status === 'missing' && state.status !== 'missing'))
    findings.set(state.datapointId, state);
}
