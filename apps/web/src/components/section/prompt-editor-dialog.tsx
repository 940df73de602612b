import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormError } from '../ui/form-error';
import { Spinner } from '../ui/spinner';

const promptQueryKey = (key: string) => ['prompt', key] as const;

/**
 * Spec 02 §4 'Per-section pages': the editor loads the section's prompt by key, allows edit and save or
 * cancel, closes on a successful save and keeps the error on failure. Save is disabled while loading or
 * saving and, except for focus areas and impact topics (spec 02 §5), when the text is blank.
 */
export function PromptEditorDialog(props: {
  promptKey: string;
  label: string;
  allowBlank?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { promptKey, open } = props;
  const queryClient = useQueryClient();
  const prompt = useQuery({
    queryKey: promptQueryKey(promptKey),
    queryFn: () =>
      apiClient.get(`/prompts/${encodeURIComponent(promptKey)}`, (c) => c.sectionPromptResponseSchema),
    enabled: open,
  });
  // The user's edit, if any; until then the text is the loaded prompt (which may arrive later).
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = edited ?? prompt.data?.data.content ?? '';

  const onOpenChange = (next: boolean) => {
    if (!next) {
      setEdited(null);
      setError(null);
    }
    props.onOpenChange(next);
  };

  const blank = text.trim() === '';
  const disabled = prompt.isPending || saving || (!props.allowBlank && blank);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await apiClient.put(
        `/prompts/${encodeURIComponent(promptKey)}`,
        (c) => c.sectionPromptResponseSchema,
        { content: text },
      );
      queryClient.setQueryData(promptQueryKey(promptKey), saved);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Failed to save prompt');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {props.label.toLowerCase()}</DialogTitle>
          <DialogDescription>
            The prompt the assessment uses to generate this section. Saving changes it for everyone.
          </DialogDescription>
        </DialogHeader>
        {prompt.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading prompt…
          </p>
        ) : prompt.isError ? (
          <FormError message={prompt.error.message || 'Failed to load prompt'} />
        ) : (
          <textarea
            aria-label={props.label}
            value={text}
            onChange={(event) => setEdited(event.target.value)}
            rows={14}
            className="w-full rounded-md border bg-background p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
        )}
        {error && <FormError message={error} />}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={disabled}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
