import { lazy } from 'react';

/** /client/:clientName/vsme: the client's VSME reports. */
export const VsmeReportsPage = lazy(() => import('./components/vsme-reports-page'));

/** /client/:clientName/vsme/:reportDocumentId: one VSME report, with the standard it follows. */
export const VsmeReportPage = lazy(() => import('./components/vsme-report-page'));
