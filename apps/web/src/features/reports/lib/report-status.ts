/**
 * Spec 02 §3: the report's client-side status. The overview's 'New report' opens the page with the
 * router state `{ reportStatus: 'creating' }`, which asks for the first section without a click.
 */
export type ReportStatus = 'idle' | 'creating';

export function readReportStatus(locationState: unknown): ReportStatus {
  const status = (locationState as { reportStatus?: unknown } | null | undefined)?.reportStatus;
  return status === 'creating' ? 'creating' : 'idle';
}
