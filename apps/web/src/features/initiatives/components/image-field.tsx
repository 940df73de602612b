import { Trash2Icon, Undo2Icon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { InitiativeImage } from './initiative-image';

/** An object URL for the chosen file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // oxlint-disable-next-line react/set-state-in-effect -- the address exists only once a file is chosen
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * The image upload with its preview: the chosen file, else the current image (unless marked for
 * removal), else a placeholder.
 */
export function ImageField(props: {
  id: string;
  currentImage: string | null;
  file: File | null;
  removeCurrent: boolean;
  error: string | null;
  disabled?: boolean;
  onFileChange: (file: File | null) => void;
  onRemoveCurrentChange: (remove: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(props.file);
  const current = props.removeCurrent ? null : props.currentImage;
  const hintId = `${props.id}-hint`;
  const clearFile = () => {
    props.onFileChange(null);
    if (input.current) input.current.value = '';
  };

  let hint: string;
  if (props.error) hint = props.error;
  else if (props.file) hint = `${props.file.name} will be uploaded when you save.`;
  else if (props.removeCurrent) hint = 'The current image will be removed when you save.';
  else if (current) hint = 'Choose a file to replace the current image.';
  else hint = 'Optional: PNG, JPEG, WebP or GIF, up to 5 MB.';

  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>Image</Label>
      <div className="flex items-start gap-3">
        <InitiativeImage src={preview ?? current} className="aspect-[4/3] w-28 shrink-0 rounded-md border" />
        <div className="grid min-w-0 flex-1 gap-2">
          <input
            ref={input}
            id={props.id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={props.disabled}
            aria-describedby={hintId}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => props.onFileChange(event.target.files?.[0] ?? null)}
            className={cn(
              'w-full min-w-0 cursor-pointer rounded-md text-sm text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent',
            )}
          />
          <p
            id={hintId}
            className={cn('text-xs', props.error ? 'text-destructive' : 'text-muted-foreground')}
          >
            {hint}
          </p>
          {props.file ? (
            <Button variant="ghost" size="sm" className="w-fit" disabled={props.disabled} onClick={clearFile}>
              <XIcon aria-hidden />
              Clear chosen image
            </Button>
          ) : (
            props.currentImage && (
              <Button
                variant="ghost"
                size="sm"
                className="w-fit"
                disabled={props.disabled}
                onClick={() => props.onRemoveCurrentChange(!props.removeCurrent)}
              >
                {props.removeCurrent ? <Undo2Icon aria-hidden /> : <Trash2Icon aria-hidden />}
                {props.removeCurrent ? 'Keep current image' : 'Remove current image'}
              </Button>
            )
          )}
        </div>
      </div>
    </div>
  );
}
