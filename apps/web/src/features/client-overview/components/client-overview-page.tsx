import { useAuthStore } from '../../../lib/auth';
import { useLoadedClient } from '../../../lib/client/use-current-client';
import { canCreateReports } from '../lib/reports';
import { ClientHeaderCard } from './client-header-card';
import { ReportsCard } from './reports-card';
import { SummaryCards } from './summary-cards';

/** /client/:clientName: who the client is, what the assessment found at a glance, and its reports. */
export default function ClientOverviewPage() {
  const client = useLoadedClient();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <>
      <ClientHeaderCard client={client} />
      <SummaryCards client={client} />
      {canCreateReports({ isAuthenticated, isSample: client.Sample !== null }) && (
        <ReportsCard client={client} />
      )}
    </>
  );
}
