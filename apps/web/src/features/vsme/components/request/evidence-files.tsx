import { VSME_EVIDENCE_MAX_BYTES, type VsmeEvidenceFile } from '@impact/contracts';
import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useEvidence } from '../../api/request-link';
import { FieldError } from '../field';

const ACCEPT = '.pdf,.docx,.xlsx,.png,.jpg,.jpeg';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The files attached to one answer: listed, removable while the answer may change, and one more to
 * upload. The server checks each file's kind by its content; the size is checked here first so a large
 * file is not sent only to be refused.
 */
export function EvidenceFiles(props: {
  id: string;
  token: string;
  datapointId: string;
  label: string;
  files: VsmeEvidenceFile[];
  editable: boolean;
}) {
  const { upload, remove } = useEvidence(props.token, props.datapointId);
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setTooLarge(
      file.size > VSME_EVIDENCE_MAX_BYTES
        ? `${file.name} is larger than ${megabytes(VSME_EVIDENCE_MAX_BYTES)}`
        : null,
    );
    if (file.size <= VSME_EVIDENCE_MAX_BYTES) upload.mutate(file);
  };
  const uploadError = tooLarge ?? (upload.isError ? upload.error.message : undefined);
  const errorId = `${props.id}-file`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Evidence files</p>
      {props.files.length > 0 && (
        <ul aria-label={`Files for ${props.label}`} className="grid gap-1.5">
          {props.files.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-2 text-sm">
              <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 truncate">{file.fileName}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{megabytes(file.bytes)}</span>
              {props.editable && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${file.fileName}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(file.id)}
                >
                  <XIcon aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.files.length === 0 && !props.editable && (
        <p className="text-sm text-muted-foreground">No files attached.</p>
      )}
      {props.editable && (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={errorId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-label={`Attach a file to ${props.label}`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <UploadIcon aria-hidden />
            Attach a file
          </Button>
          {upload.isPending && (
            // fetch reports no upload progress: the bar shows that the file is on its way, not how far.
            <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              {`Uploading ${upload.variables.name}…`}
              <progress aria-label={`Uploading ${upload.variables.name}`} className="h-1.5 w-24" />
            </span>
          )}
          {remove.isError && <FieldError id={`${errorId}-remove`} error={remove.error.message} />}
          <p className="w-full text-xs text-muted-foreground">
            PDF, Word, Excel, PNG or JPEG, up to {megabytes(VSME_EVIDENCE_MAX_BYTES)}.
          </p>
        </div>
      )}
      <FieldError id={errorId} error={uploadError} />
    </div>
  );
}
