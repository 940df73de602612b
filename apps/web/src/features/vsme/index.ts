import { lazy } from 'react';

/** /client/:clientName/vsme: the client's VSME reports. */
export const VsmeReportsPage = lazy(() => import('./components/vsme-reports-page'));

/** /client/:clientName/vsme/:reportDocumentId: one VSME report, with the standard it follows. */
export const VsmeReportPage = lazy(() => import('./components/vsme-report-page'));

/** /vsme-request/:token: the client's contact answers a data request, without an account. */
export const VsmeRequestPage = lazy(() => import('./components/request/vsme-request-page'));
