import type { VsmeReportModule, VsmeValueStatus } from '@impact/contracts';

/** The status chips' words, in the contract's order. */
export const STATUS_LABELS: Record<VsmeValueStatus, string> = {
  found: 'Found',
  estimated: 'Estimated',
  'client-provided': 'Client-provided',
  entered: 'Entered',
  'not-applicable': 'Not applicable',
  omitted: 'Omitted',
  missing: 'Missing',
};

export const MODULE_LABELS: Record<VsmeReportModule, string> = {
  basic: 'Basic',
  'basic-comprehensive': 'Basic & Comprehensive',
};

/** One line each, as B1 of the standard offers them ('Option A' and 'Option B'). */
export const MODULE_DESCRIPTIONS: Record<VsmeReportModule, string> = {
  basic: 'Option A: the Basic module only (B1–B11), what every SME can report.',
  'basic-comprehensive':
    'Option B: the Basic module and the Comprehensive one (C1–C9), the detail banks, investors and large customers often ask for.',
};
