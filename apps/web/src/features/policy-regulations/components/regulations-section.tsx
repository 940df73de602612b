import type { Client } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  generateFailureMessage,
  useAutoGenerateRegulations,
  useGenerateRegulations,
} from '../api/generate-regulations';
import { canGenerateRegulations } from '../generate-rules';
import { refineClientIdFor } from '../refine-applicability';
import { regulationRows, toRegulationView } from '../regulation-view';
import { RegulationCards } from './regulation-cards';
import { RegulationsTable } from './regulations-table';

/** Spec 02 §2 'Sustainability Regulations', titled 'Regulatory Landscape'. */
export function RegulationsSection({ client }: { client: Client }) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const wide = useMediaQuery('(min-width: 768px)');
  const block = client.SustainabilityRegulations;
  const rows = regulationRows(block?.data).map((row) => ({ row, view: toRegulationView(row) }));
  const canGenerate = canGenerateRegulations({ signedIn, isSample: client.Sample !== null });
  const refineClientId = refineClientIdFor({
    signedIn,
    isSample: client.Sample !== null,
    clientId: client.id,
  });
  const generate = useGenerateRegulations(client.id);
  useAutoGenerateRegulations(generate, { clientId: client.id, hasRows: rows.length > 0, canGenerate });

  let body;
  if (rows.length > 0) {
    body = wide ? (
      <RegulationsTable rows={rows} signedIn={signedIn} refineClientId={refineClientId} />
    ) : (
      <RegulationCards rows={rows} signedIn={signedIn} refineClientId={refineClientId} />
    );
  } else if (generate.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Generating sustainability regulations data...
      </p>
    );
  } else {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">No sustainability regulations data available.</p>
        {canGenerate && <Button onClick={() => generate.mutate('manual')}>Generate Regulations Data</Button>}
        {generate.isError && generate.variables === 'manual' && (
          <FormError message={generateFailureMessage(generate.error)} />
        )}
      </div>
    );
  }

  return (
    <SectionCard
      sectionId="sustainabilityRegulations"
      client={client}
      lastUpdated={block?.lastUpdated}
      provenance={block?.provenance}
    >
      {body}
    </SectionCard>
  );
}
