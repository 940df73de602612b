import type { Client, SectionData } from '@impact/contracts';
import { Building2Icon, GlobeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { locationView } from '../profile-view';
import { AdminOnlySection } from './admin-only-section';

function Fact(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        {props.icon}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h3 className="text-sm font-medium">{props.label}</h3>
        <div className="text-sm leading-relaxed break-words whitespace-pre-line">{props.children}</div>
      </div>
    </div>
  );
}

/** Spec 02 §2 'Location & Geographic Presence': headquarters and retail presence, hidden when both are empty. */
export function LocationPresenceSection({ client }: { client: Client }) {
  const data = sectionData<SectionData<'LocationPresence'>>(client, 'LocationPresence');
  const view = locationView(data, client.Headquarters);
  if (!view) {
    return (
      <AdminOnlySection
        sectionId="locationPresence"
        client={client}
        text={data ? 'No headquarters or locations were found in the sources checked.' : 'Not generated yet.'}
      />
    );
  }
  return (
    <SectionCard
      sectionId="locationPresence"
      client={client}
      lastUpdated={client.LocationPresence?.lastUpdated}
      provenance={client.LocationPresence?.provenance}
    >
      <div className="grid gap-4">
        {view.headquarters && (
          <Fact icon={<Building2Icon aria-hidden className="size-4" />} label="Headquarters">
            {view.headquarters.text}
            {view.headquarters.fromProfile && (
              <span className="text-xs text-muted-foreground"> (from the client’s profile)</span>
            )}
          </Fact>
        )}
        {view.retailPresence && (
          <Fact icon={<GlobeIcon aria-hidden className="size-4" />} label="Retail Presence">
            {view.retailPresence}
          </Fact>
        )}
      </div>
      <SourceList sources={data?.sources} variant="code" />
    </SectionCard>
  );
}
