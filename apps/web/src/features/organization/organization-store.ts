import type { Organization } from '@impact/contracts';
import { create } from 'zustand';
import { onAppReset } from '../../lib/app-reset';

interface OrganizationState {
  /** The organization new clients are attached to (spec 01 §4, client creation). */
  currentOrganization: Organization | null;
  setCurrentOrganization: (organization: Organization | null) => void;
}

export const useOrganizationStore = create<OrganizationState>()((set) => ({
  currentOrganization: null,
  setCurrentOrganization: (currentOrganization) => set({ currentOrganization }),
}));

onAppReset(() => useOrganizationStore.setState({ currentOrganization: null }));
