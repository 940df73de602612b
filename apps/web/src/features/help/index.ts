import { lazy } from 'react';

/** /help: what each client page shows, where its data comes from, and how to connect providers. */
export const HelpPage = lazy(() => import('./components/help-page'));
