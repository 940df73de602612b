import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/utils';

/**
 * An initiative's picture, or a neutral placeholder with an icon when it has none or the image fails
 * to load. Decorative: the title beside it names the initiative.
 */
export function InitiativeImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(src)}
        className={cn('w-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div className={cn('flex w-full items-center justify-center bg-muted text-muted-foreground', className)}>
      <ImageIcon aria-hidden className="size-8 opacity-60" />
    </div>
  );
}
