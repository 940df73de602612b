import { lazy } from 'react';

export const ImpactStrategyPage = lazy(() => import('./components/impact-strategy-page'));
