import { stepIdOf } from '../lib/message-parser';
import { useChatStore } from '../store/chat-store';

/** Steps step-0 to step-6 (spec 01 §9). */
const STEP_COUNT = 7;

/** 'Step 3 of 7' for step-2: where the active component stands. */
export function stepLabel(stepId: string | undefined): string | null {
  const match = /^step-(\d+)$/.exec(stepId ?? '');
  if (!match) return null;
  const number = Number(match[1]) + 1;
  return number >= 1 && number <= STEP_COUNT ? `Step ${number} of ${STEP_COUNT}` : null;
}

export function StepIndicator() {
  const component = useChatStore((state) => state.activeInteractiveComponent);
  const label = component?.type === 'onboarding-complete' ? 'Done' : stepLabel(stepIdOf(component));
  if (!label) return null;
  const number = label === 'Done' ? STEP_COUNT : Number(label.split(' ')[1]);
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div
        className="h-1.5 w-40 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={number}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(number / STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
