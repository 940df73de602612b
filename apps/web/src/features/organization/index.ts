import { lazy } from 'react';

/** Loaded with the auth dialog, not with the dashboard (it needs the zod contracts). */
export const OrganizationSetupForm = lazy(() =>
  import('./components/organization-setup-form').then((module) => ({
    default: module.OrganizationSetupForm,
  })),
);
export { useOrganizationStore } from './organization-store';
export { fetchPrimaryOrganization, fetchUserOrganizations } from './api/user-organizations';
