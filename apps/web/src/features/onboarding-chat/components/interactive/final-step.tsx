import { Button } from '../../../../components/ui/button';
import { answerRows } from '../../lib/answer-text';
import { componentForStep } from '../../lib/chat-messages';
import { useChatStore } from '../../store/chat-store';
import type { ComponentViewProps } from './component-view';

/** Step 6: everything answered, to confirm before the client is created. */
export function FinalStep({ props, interactive, onSubmit }: ComponentViewProps) {
  const messages = useChatStore((state) => state.messages);
  const rows = answerRows(props.answers, (stepId) => componentForStep(messages, stepId));
  return (
    <div className="grid min-w-0 gap-4">
      {rows.length > 0 && (
        <dl className="grid gap-3 rounded-lg border p-4 text-sm">
          {rows.map((row, index) => (
            <div key={`${row.label}-${index}`} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button
        className="justify-self-start whitespace-normal"
        disabled={!interactive}
        onClick={() => onSubmit({ confirm: true })}
      >
        Create client and start assessment
      </Button>
    </div>
  );
}
