import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';
import { acceptedEndings, positiveNumberProp, textProp } from '../../lib/component-props';
import { endingsText, formatBytes } from '../../lib/file-checks';
import type { ComponentViewProps } from './component-view';
import { useUploads, type UploadEntry } from './use-uploads';

/** The most files a step takes when the agent names no limit (the step's own rule). */
const DEFAULT_MAX_FILES = 10;

/** Step 4: documents about the company, uploaded one by one; the step may be skipped. */
export function FileUpload({ props, interactive, onSubmit }: ComponentViewProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadUrl = textProp(props, 'uploadUrl');
  const endings = acceptedEndings(props.accept);
  const maxBytes = positiveNumberProp(props, 'maxBytes');
  const maxFiles = Math.floor(positiveNumberProp(props, 'maxFiles') ?? DEFAULT_MAX_FILES);
  // A completed step only shows its answer: it has nothing to list or upload.
  const { entries, add, remove } = useUploads(interactive ? uploadUrl : undefined, {
    endings,
    maxBytes,
    maxFiles,
  });
  const uploaded = entries.filter((entry) => entry.status === 'uploaded');
  const busy = entries.some((entry) => entry.status === 'uploading');
  const hint = [
    endings.length > 0 && `${endingsText(endings)} files`,
    maxBytes && `up to ${formatBytes(maxBytes)} each`,
    `at most ${maxFiles}`,
  ]
    .filter(Boolean)
    .join(', ');

  function submit() {
    onSubmit({
      files: uploaded.map((entry) => ({ name: entry.name, size: entry.size, uploadId: entry.documentId })),
    });
  }

  return (
    <fieldset disabled={!interactive} className="grid min-w-0 gap-3">
      <legend className="sr-only">Documents</legend>
      {uploadUrl ? (
        <div className="relative grid justify-items-start gap-2">
          {/* The native input stays (keyboard, screen readers, drag and drop onto it) but is drawn as a
              button: its label is the control people see and click. */}
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple={maxFiles > 1}
            accept={endings.join(',') || undefined}
            aria-describedby={`${id}-hint`}
            className="peer sr-only"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              // The same file can be chosen again after removing it.
              if (input.current) input.current.value = '';
            }}
          />
          <label
            htmlFor={`${id}-files`}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <UploadIcon aria-hidden />
            Add documents
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint.charAt(0).toUpperCase() + hint.slice(1)}.
          </p>
        </div>
      ) : (
        // In a demo the assistant's message already says nothing is uploaded.
        props.demo !== true && (
          <p className="text-sm text-muted-foreground">Uploading documents is not available right now.</p>
        )
      )}
      {entries.length > 0 && (
        <ul className="grid gap-2" aria-label="Chosen documents">
          {entries.map((entry) => (
            <FileRow key={entry.key} entry={entry} onRemove={() => void remove(entry)} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={uploaded.length === 0 || busy}>
          {busy ? 'Uploading…' : 'Continue'}
        </Button>
        {props.optional !== false && (
          <Button variant="outline" onClick={() => onSubmit({ files: [] })} disabled={busy}>
            Skip
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function FileRow({ entry, onRemove }: { entry: UploadEntry; onRemove: () => void }) {
  const percent = Math.round(entry.progress * 100);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex min-w-0 items-center gap-2">
        <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1 truncate">{entry.name}</span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(entry.size)}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={onRemove}
          aria-label={`Remove ${entry.name}`}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      {entry.status === 'uploading' && (
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-primary"
          max={100}
          value={percent}
          aria-label={`Uploading ${entry.name}`}
        />
      )}
      {entry.status === 'uploaded' && !entry.error && (
        <p className="text-xs text-muted-foreground">Uploaded</p>
      )}
      {entry.error && (
        <p role="alert" className="text-xs text-destructive">
          {entry.error}
        </p>
      )}
    </li>
  );
}
