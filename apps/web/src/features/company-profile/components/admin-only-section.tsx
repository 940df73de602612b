import type { Client } from '@impact/contracts';
import { SectionCard } from '../../../components/section/section-card';
import type { GeneratedSectionId } from '../../../lib/client/generated-sections';
import { useIsAdmin } from '../../../lib/client/use-is-admin';

/**
 * A section with nothing to show: hidden from readers, but an Admin still gets its card, so the refresh
 * and edit-prompt controls stay reachable.
 */
export function AdminOnlySection(props: { sectionId: GeneratedSectionId; client: Client; text: string }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <SectionCard sectionId={props.sectionId} client={props.client}>
      <p className="text-sm text-muted-foreground">{props.text}</p>
    </SectionCard>
  );
}
