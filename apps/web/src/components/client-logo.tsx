import { useState } from 'react';
import { cn } from '../lib/utils';

interface ClientLogoProps {
  name: string;
  /** The record's logo address (/api/logos/files/<sha256>.<ext>), or null: then no request is made. */
  logoUrl: string | null | undefined;
  className?: string;
}

/** A client's logo; without one, or when it fails to load, the first letter of the name (spec 01 §7). */
export function ClientLogo({ name, logoUrl, className }: ClientLogoProps) {
  // Remembers which address failed, so a different logo gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted text-base font-semibold text-muted-foreground',
        className,
      )}
    >
      {showImage ? (
        <img
          src={logoUrl!}
          alt=""
          loading="lazy"
          className="size-full bg-white object-contain p-1"
          onError={() => setFailedUrl(logoUrl ?? null)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
