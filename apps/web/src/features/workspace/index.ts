import { lazy } from 'react';

/** /settings: the organization, its plan, members and invitations (signed in). */
export const SettingsPage = lazy(() => import('./components/settings-page'));

/** /invite/:token: an invitation's preview, and joining once signed in. */
export const InvitePage = lazy(() => import('./components/invite-page'));
