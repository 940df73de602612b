import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

/** The browser's own select, styled like our inputs: reliable on phones and with screen readers. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-9 cursor-pointer py-1', className)} {...props} />;
}
