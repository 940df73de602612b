import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** A small labelled chip; its text always carries the meaning, the colour only repeats it. */
export function Chip({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border border-transparent px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      {children}
    </span>
  );
}
