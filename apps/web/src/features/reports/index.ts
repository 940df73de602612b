import { lazy } from 'react';

/** The report page: loaded on demand, with the markdown renderer only it needs. */
export const ReportPage = lazy(() => import('./components/report-page'));
