import type { Provenance } from '@impact/contracts';
import type { ReactNode } from 'react';
import type { GeneratedSectionId } from '../../lib/client/generated-sections';
import { GENERATED_SECTIONS } from '../../lib/client/generated-sections';
import { formatDay } from '../../lib/format-date';
import { FormError } from '../ui/form-error';
import { ModelFallbackNote } from './model-fallback-note';
import { SectionAdminControls, useSectionRefresh, type SectionClient } from './section-admin-controls';

/**
 * A generated section on a client page: heading, Admin controls, the refresh's error banner, an
 * optional last-updated date, a note when it was answered without the model, and the content.
 */
export function SectionCard(props: {
  sectionId: GeneratedSectionId;
  client: SectionClient;
  /** Defaults to the section's title. */
  title?: string;
  lastUpdated?: string | null;
  /** The section's provenance: a fallback or dropped figures are said above the content. */
  provenance?: Provenance | null | undefined;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const refresh = useSectionRefresh(props.sectionId, props.client);
  const Heading = props.headingLevel ?? 'h2';
  const updated = formatDay(props.lastUpdated);
  const title = props.title ?? GENERATED_SECTIONS[props.sectionId].title;
  return (
    <section
      aria-label={title}
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
          {updated && <p className="text-xs text-muted-foreground">Last updated {updated}</p>}
        </div>
        <SectionAdminControls sectionId={props.sectionId} refresh={refresh} />
      </header>
      {refresh.error && <FormError message={refresh.error} />}
      <ModelFallbackNote provenance={props.provenance} />
      {props.children}
    </section>
  );
}
