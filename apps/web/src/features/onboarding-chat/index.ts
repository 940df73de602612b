import { lazy } from 'react';

/**
 * /add-client, the onboarding chat: loaded on demand, with the markdown renderer and the contracts'
 * labels only it needs.
 */
export const AddClientPage = lazy(() => import('./components/add-client-page'));
