import { useLoadedClient } from '../../../lib/client/use-current-client';
import { RegulationsSection } from './regulations-section';
import { UpcomingPoliciesSection } from './upcoming-policies-section';
import { VoluntaryCodesSection } from './voluntary-codes-section';

/** /client/:clientName/regulations (spec 02 §2 'Policy & Regulations'). */
export default function PolicyRegulationsPage() {
  const client = useLoadedClient();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Policy &amp; Regulations</h1>
      <RegulationsSection client={client} />
      <UpcomingPoliciesSection client={client} />
      <VoluntaryCodesSection client={client} />
    </>
  );
}
