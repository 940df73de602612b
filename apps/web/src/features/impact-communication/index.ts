import { lazy } from 'react';

export const ImpactCommunicationPage = lazy(() => import('./components/impact-communication-page'));
