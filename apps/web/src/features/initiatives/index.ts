import { lazy } from 'react';

/** /client/:clientName/initiatives (spec 02 §2, 'Initiatives page'). */
export const InitiativesPage = lazy(() => import('./components/initiatives-page'));
