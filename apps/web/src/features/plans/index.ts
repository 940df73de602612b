import { lazy } from 'react';

/**
 * Plans and upgrade requests. The host is mounted by the header on every page and loads the dialog
 * (which needs the contracts) only when it is first opened.
 */
export { PlansDialogHost } from './components/plans-dialog-host';
export { openPlansDialog } from './plans-dialog-store';

/** Admins' list of upgrade requests with a plan select per organization (shown in Settings). */
export const UpgradeRequestsAdmin = lazy(() => import('./components/upgrade-requests-admin'));
