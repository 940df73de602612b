import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePromptCache } from '../api/get-prompt';
import type { ReportSection } from '../api/types';
import { updateMainPrompt } from '../api/update-main-prompt';
import {
  MAIN_PROMPT_UPDATED,
  SAVE_AND_REGENERATE_FAILED,
  editorText,
  mainPromptFailureText,
  promptActionsDisabled,
  promptSourceOnOpen,
} from '../lib/prompt-source';
import { MainPromptConfirm } from './main-prompt-confirm';

type Outcome = { ok: boolean; text: string };

/**
 * Spec 02 §2, §4: a section's prompt in editable text. Mounted when opened, so the source is chosen
 * at that moment: the section's custom prompt, the cached default, or a request for the default.
 */
export function ReportPromptEditor(props: {
  section: ReportSection;
  sectionName: string;
  onClose: () => void;
  saveAndRegenerate: (section: ReportSection, text: string) => Promise<void>;
}) {
  const { section, sectionName } = props;
  const title = section.Title;
  const customPrompt = section.AgentConfig?.customPrompt;
  const [source] = useState(() => promptSourceOnOpen(customPrompt, usePromptCache.getState().prompts[title]));
  const cached = usePromptCache((state) => state.prompts[title]);
  const [edited, setEdited] = useState<string | null>(null);
  const text = editorText(edited, customPrompt, cached?.content);
  const [saving, setSaving] = useState<'save' | 'main' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [mainOutcome, setMainOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const textId = useId();

  useEffect(() => {
    if (source.kind === 'request') void usePromptCache.getState().load(title);
  }, [source, title]);

  const waiting = !customPrompt && text === '';
  const loading = waiting && (cached ? cached.loading : source.kind === 'request');
  const loadError = waiting && !loading ? cached?.error : null;
  const disabled = promptActionsDisabled(text, loading, saving !== null);

  const saveAndRegenerate = async () => {
    setSaving('save');
    setSaveError(null);
    setMainOutcome(null);
    try {
      await props.saveAndRegenerate(section, text);
      props.onClose();
    } catch {
      setSaveError(SAVE_AND_REGENERATE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  const setAsMain = async () => {
    setConfirming(false);
    setSaving('main');
    setSaveError(null);
    setMainOutcome(null);
    try {
      await updateMainPrompt(title, text);
      usePromptCache.getState().setContent(title, text);
      setMainOutcome({ ok: true, text: MAIN_PROMPT_UPDATED });
    } catch (error) {
      setMainOutcome({
        ok: false,
        text: mainPromptFailureText(error instanceof Error ? error.message : null),
      });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && saving === null && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit prompt: {sectionName}</DialogTitle>
          <DialogDescription>
            {customPrompt
              ? "This report's own prompt for the section."
              : 'The main prompt for this section type.'}{' '}
            &lsquo;Save and Regenerate&rsquo; keeps your text for this report&rsquo;s section only.
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="text-primary" /> Loading prompt…
          </p>
        ) : (
          <>
            <FormError message={loadError} />
            <label htmlFor={textId} className="sr-only">
              Prompt for {sectionName}
            </label>
            <textarea
              id={textId}
              value={text}
              onChange={(event) => setEdited(event.target.value)}
              rows={14}
              className="min-h-48 w-full rounded-md border bg-background p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </>
        )}
        <FormError message={saveError} />
        {mainOutcome &&
          (mainOutcome.ok ? (
            <p
              role="status"
              className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400"
            >
              <CircleCheckIcon aria-hidden className="size-4 shrink-0" />
              {mainOutcome.text}
            </p>
          ) : (
            <FormError message={mainOutcome.text} />
          ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={disabled}>
            {saving === 'main' && <Spinner />}
            Set as main prompt
          </Button>
          <Button onClick={() => void saveAndRegenerate()} disabled={disabled}>
            {saving === 'save' && <Spinner />}
            Save and Regenerate
          </Button>
        </div>
        <MainPromptConfirm
          open={confirming}
          sectionName={sectionName}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void setAsMain()}
        />
      </DialogContent>
    </Dialog>
  );
}
