import { lazy } from 'react';

/** Loaded when a client is opened: it shows size and revenue labels, which bring the contracts along. */
export const ClientOverviewPage = lazy(() => import('./components/client-overview-page'));
