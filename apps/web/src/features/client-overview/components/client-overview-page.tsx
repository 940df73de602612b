import { useLoadedClient } from '../../../lib/client/use-current-client';
import { ClientHeaderCard } from './client-header-card';
import { SummaryCards } from './summary-cards';

/** /client/:clientName: who the client is, and what the assessment found at a glance. */
export default function ClientOverviewPage() {
  const client = useLoadedClient();
  return (
    <>
      <ClientHeaderCard client={client} />
      <SummaryCards client={client} />
    </>
  );
}
