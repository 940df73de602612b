import { lazy } from 'react';

export const PolicyRegulationsPage = lazy(() => import('./components/policy-regulations-page'));
