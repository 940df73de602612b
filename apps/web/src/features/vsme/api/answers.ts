import type * as Contracts from '@impact/contracts';

/**
 * The answers of the VSME routes, built from the contract's entity schemas with its own envelopes
 * (`pageOf`, `dataOf`): picked from the contracts module like every endpoint's (lib/api-client.ts), so
 * production builds leave zod out. Tests stub answers through the same picks.
 */
type C = typeof Contracts;

export const reportListAnswer = (c: C) => c.pageOf(c.vsmeReportSummarySchema);
export const reportAnswer = (c: C) => c.dataOf(c.vsmeReportSchema);
/** A changed value, and the report's completeness after the change (`meta.completeness`). */
export const valueAnswer = (c: C) =>
  c.dataOf(c.vsmeValueSchema).extend({ meta: c.vsmeReportSchema.pick({ completeness: true }) });
export const historyAnswer = (c: C) => c.dataOf(c.vsmeValueChangeSchema.array());

/** Data requests: the consultant's side (a request, with its link once on create) and the contact's. */
export const dataRequestAnswer = (c: C) => c.dataOf(c.vsmeDataRequestSchema);
export const createdDataRequestAnswer = (c: C) =>
  c.dataOf(c.vsmeDataRequestSchema).extend({ meta: c.vsmeDataRequestCreatedMetaSchema });
export const dataRequestListAnswer = (c: C) => c.dataOf(c.vsmeDataRequestSchema.array());
export const requestFormAnswer = (c: C) => c.dataOf(c.vsmeRequestFormSchema);
export const requestQuestionAnswer = (c: C) => c.dataOf(c.vsmeRequestQuestionSchema);
