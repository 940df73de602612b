import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';
import type { StepRow, StepStatus } from '../steps';

/** Said to screen readers beside each icon: the icons differ in shape, not only in colour. */
const STATUS_TEXT: Record<StepStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  error: 'Error',
};

export function StepStatusIcon({ status }: { status: StepStatus }) {
  const className = 'size-4 shrink-0';
  return (
    <span className="mt-0.5 flex">
      {status === 'pending' && (
        <CircleDashedIcon aria-hidden className={cn(className, 'text-muted-foreground')} />
      )}
      {status === 'in_progress' && (
        <LoaderCircleIcon aria-hidden className={cn(className, 'animate-spin text-primary')} />
      )}
      {status === 'completed' && <CircleCheckIcon aria-hidden className={cn(className, 'text-primary')} />}
      {status === 'error' && <CircleXIcon aria-hidden className={cn(className, 'text-destructive')} />}
      <span className="sr-only">{STATUS_TEXT[status]}:</span>
    </span>
  );
}

export function StepList({ steps, className }: { steps: readonly StepRow[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {steps.map((step) => (
        <li key={step.key} className="flex items-start gap-2 text-sm">
          <StepStatusIcon status={step.status} />
          <span className="min-w-0">
            <span className={cn(step.status === 'pending' && 'text-muted-foreground')}>{step.label}</span>
            {step.status === 'error' && step.errorMessage && (
              <span className="block text-xs break-words text-destructive">{step.errorMessage}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
