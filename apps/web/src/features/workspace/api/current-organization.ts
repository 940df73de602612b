import { useOrganizationStore } from '../../organization';

/** The documentId of the organization the app works in, when known (the workspace paths' `?organization=`). */
export const useCurrentOrganizationId = () =>
  useOrganizationStore((state) => state.currentOrganization?.documentId ?? null);
