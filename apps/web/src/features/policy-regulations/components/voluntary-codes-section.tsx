import type { Client } from '@impact/contracts';
import { CalendarIcon } from 'lucide-react';
import { SectionCard } from '../../../components/section/section-card';
import { SourceList } from '../../../components/section/source-list';
import { sectionData } from '../../../lib/client/use-current-client';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import {
  categoryChipClasses,
  codesSectionView,
  codeStatusChipClasses,
  validUntilLabel,
  type VoluntaryCodes,
} from '../policy-code-view';
import { Chip } from './chip';

/** Spec 02 §2 'Voluntary Codes Adopted': a two-column grid of code cards; hidden when empty. */
export function VoluntaryCodesSection({ client }: { client: Client }) {
  const isAdmin = useIsAdmin();
  const section = codesSectionView(sectionData<VoluntaryCodes>(client, 'VoluntaryCodesAdopted'), isAdmin);
  if (!section.visible) return null;
  return (
    <SectionCard
      sectionId="voluntaryCodes"
      client={client}
      lastUpdated={client.VoluntaryCodesAdopted?.lastUpdated}
      provenance={client.VoluntaryCodesAdopted?.provenance}
    >
      {section.summary && <p className="text-sm leading-relaxed whitespace-pre-line">{section.summary}</p>}
      {section.items.length === 0 ? (
        !section.summary && <p className="text-sm text-muted-foreground">No voluntary codes listed.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {section.items.map((code, index) => {
            const validUntil = validUntilLabel(code.validUntil);
            return (
              <li key={`${index}-${code.name}`} className="grid content-start gap-2 rounded-lg border p-4">
                <h3 className="text-sm leading-snug font-medium">{code.name}</h3>
                <div className="flex flex-wrap gap-1.5">
                  <Chip className={categoryChipClasses(code.category)}>{code.category}</Chip>
                  <Chip className={codeStatusChipClasses(code.status)}>{code.status}</Chip>
                </div>
                <p className="text-sm leading-relaxed">{code.description}</p>
                {validUntil && (
                  <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                    <CalendarIcon aria-hidden className="size-3.5" />
                    {validUntil}
                  </p>
                )}
                <SourceList sources={code.sources} variant="code" />
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
