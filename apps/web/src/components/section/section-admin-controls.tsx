import { useQueryClient } from '@tanstack/react-query';
import { PencilIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { apiClient } from '../../lib/api-client';
import {
  GENERATED_SECTIONS,
  type GeneratedSection,
  type GeneratedSectionId,
} from '../../lib/client/generated-sections';
import { useIsAdmin } from '../../lib/client/use-is-admin';
import { Button } from '../ui/button';
import { PromptEditorDialog } from './prompt-editor-dialog';

export interface SectionClient {
  id: number;
  WebsiteUrl: string | null;
}

/** Runs an Admin's refresh of a section: loading flag, error message, and the client re-read after. */
export function useSectionRefresh(sectionId: GeneratedSectionId, client: SectionClient) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const section: GeneratedSection = GENERATED_SECTIONS[sectionId];
  const refresh = async () => {
    setRunning(true);
    setError(null);
    try {
      await apiClient.post(section.endpoint, section.answer, section.refreshBody(client));
      await queryClient.invalidateQueries({ queryKey: ['client'] });
      return true;
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : section.failure;
      if (section.logOnlyFailure) console.warn(`${section.failure}: ${message}`);
      else setError(message);
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { running, error, refresh };
}

/**
 * Spec 02 §6: Admins alone see a section's refresh button ('Generating...' while it runs) and its
 * edit-prompt button(s). Everyone else sees nothing here.
 */
export function SectionAdminControls(props: {
  sectionId: GeneratedSectionId;
  refresh: ReturnType<typeof useSectionRefresh>;
}) {
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<string | null>(null);
  if (!isAdmin) return null;
  const section = GENERATED_SECTIONS[props.sectionId];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void props.refresh.refresh()}
        disabled={props.refresh.running}
        aria-label={`Refresh ${section.title}`}
      >
        <RefreshCwIcon aria-hidden className={props.refresh.running ? 'animate-spin' : undefined} />
        {props.refresh.running ? 'Generating...' : 'Refresh'}
      </Button>
      {section.promptKeys.map((prompt) => (
        <Button
          key={prompt.key}
          variant="ghost"
          size="sm"
          onClick={() => setEditing(prompt.key)}
          aria-label={`Edit ${prompt.label.toLowerCase()}`}
        >
          <PencilIcon aria-hidden />
          {section.promptKeys.length > 1 ? prompt.label : 'Edit prompt'}
        </Button>
      ))}
      {section.promptKeys.map((prompt) => (
        <PromptEditorDialog
          key={prompt.key}
          promptKey={prompt.key}
          label={prompt.label}
          allowBlank={'allowBlank' in prompt && prompt.allowBlank}
          open={editing === prompt.key}
          onOpenChange={(open) => setEditing(open ? prompt.key : null)}
        />
      ))}
    </div>
  );
}
