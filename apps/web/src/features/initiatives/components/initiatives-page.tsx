import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useAuthStore } from '../../../lib/auth';
import { useLoadedClient } from '../../../lib/client/use-current-client';
import { useGenerateInitiatives } from '../api/generate-initiatives';
import { useInitiatives } from '../api/get-initiatives';
import { NO_FILTERS, type InitiativeFilters } from '../lib/filter-initiatives';
import type { InitiativeRecord } from '../lib/initiative-record';
import { FindInitiativesButton } from './find-initiatives-button';
import { InitiativeDetailDialog } from './initiative-detail-dialog';
import { InitiativeFiltersBox } from './initiative-filters';
import { InitiativeFormDialog, type FormTarget } from './initiative-form-dialog';
import { InitiativeList } from './initiative-list';

/** /client/:clientName/initiatives (spec 02 §2, 'Initiatives page'). */
export default function InitiativesPage() {
  const client = useLoadedClient();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  // Sample profiles are read-only for everyone; members edit their own organization's clients.
  const canEdit = signedIn && client.Sample === null;
  const initiatives = useInitiatives(client.id);
  const generate = useGenerateInitiatives(client.id);
  const [filters, setFilters] = useState<InitiativeFilters>(NO_FILTERS);
  const [detail, setDetail] = useState<InitiativeRecord | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);

  const edit = canEdit
    ? (initiative: InitiativeRecord) => setFormTarget({ mode: 'edit', initiative })
    : undefined;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{`${client.Name}'s Sustainability Initiatives`}</h1>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <FindInitiativesButton generate={generate} />
            <Button onClick={() => setFormTarget({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              Add Initiative
            </Button>
          </div>
        )}
      </div>
      {generate.isError && <FormError message={generate.error.message} />}
      <InitiativeFiltersBox filters={filters} onChange={setFilters} />
      <InitiativeList
        query={initiatives}
        owner={client}
        filters={filters}
        onClearFilters={() => setFilters(NO_FILTERS)}
        onOpen={setDetail}
        onEdit={edit}
      />
      <InitiativeDetailDialog
        initiative={detail}
        onClose={() => setDetail(null)}
        onEdit={
          edit &&
          ((initiative) => {
            setDetail(null);
            edit(initiative);
          })
        }
      />
      <InitiativeFormDialog clientId={client.id} target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
