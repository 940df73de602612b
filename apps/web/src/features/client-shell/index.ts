import { lazy } from 'react';

/** The frame of every /client/:clientName page: sidebar, library, loading and not-found states. */
export const ClientLayout = lazy(() => import('./components/client-layout'));

/** /client with no client named. */
export const NoClientSelected = lazy(() => import('./components/no-client-selected'));
