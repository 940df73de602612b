import type { EnrichmentProfile } from '@impact/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { clientPath } from '../../../lib/client-path';
import { selectClient } from '../../../lib/select-client';
import { useCreateClient, type NewClientFields } from '../api/create-client';
import { enrichCompany } from '../api/enrich-company';
import { isExistingClient, type FoundCompany, type SearchOption } from '../search/search-options';

/** Spec 01 §4, dashboard search: the results dropdown, then enrichment, the confirm card, creation. */
export type AddClientStage =
  | { kind: 'search' }
  | { kind: 'enriching'; company: FoundCompany }
  | { kind: 'confirm'; company: FoundCompany; profile: EnrichmentProfile };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

function reportEnrichmentFailure(error: unknown) {
  // The server's message (or our 'Company not found') says what went wrong; anything else is generic.
  if (error instanceof ApiRequestError || messageOf(error) === 'Company not found') {
    toast.error('Enrichment failed', { description: messageOf(error) });
  } else {
    toast.error('Failed to enrich company', { description: messageOf(error) });
  }
}

export function useAddClientFlow() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<AddClientStage>({ kind: 'search' });
  const createClient = useCreateClient();

  function openClient(client: { id?: number; Name: string }) {
    if (client.id !== undefined) selectClient({ id: client.id });
    void navigate(clientPath(client.Name));
  }

  async function pick(option: SearchOption) {
    if (isExistingClient(option)) {
      openClient(option.kind === 'own' ? option.company : { Name: option.company.Name });
      return;
    }
    const company = option.company;
    setStage({ kind: 'enriching', company });
    try {
      const profile = await enrichCompany(company);
      setStage({ kind: 'confirm', company, profile });
    } catch (error) {
      reportEnrichmentFailure(error);
      setStage({ kind: 'search' });
    }
  }

  async function confirm(fields: NewClientFields) {
    const user = useAuthStore.getState().user;
    if (!user) {
      void navigate('/signin');
      return;
    }
    try {
      openClient(await createClient.mutateAsync({ userId: user.id, fields }));
    } catch (error) {
      toast.error('Failed to create client', { description: messageOf(error) });
    }
  }

  return {
    stage,
    pick,
    confirm,
    isCreating: createClient.isPending,
    returnToSearch: () => setStage({ kind: 'search' }),
  };
}
