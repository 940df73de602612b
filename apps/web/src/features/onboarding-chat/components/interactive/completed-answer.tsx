import { CircleCheckIcon } from 'lucide-react';
import { answerRows, summarizeSubmission } from '../../lib/answer-text';
import type { InteractiveComponent } from '../../lib/chat-types';
import { isRecord, textProp } from '../../lib/component-props';
import { stepIdOf } from '../../lib/message-parser';

/** A submitted component, read-only: what was chosen, in words. */
export function CompletedAnswer({ component, data }: { component: InteractiveComponent; data: unknown }) {
  const stepId = stepIdOf(component) ?? '';
  const title = textProp(component.props, 'title');
  // The profile reads best field by field; everything else fits one line.
  const rows = isRecord(data) && 'Name' in data ? answerRows({ [stepId]: data }, () => component) : [];
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheckIcon aria-hidden className="size-4 shrink-0 text-primary" />
        {title ?? 'Answered'}
        <span className="sr-only">(done)</span>
      </p>
      {rows.length > 0 ? (
        <dl className="grid gap-1">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-wrap gap-x-2">
              <dt className="text-muted-foreground">{row.label}:</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        data !== undefined && (
          <p className="break-words text-muted-foreground">{summarizeSubmission(stepId, data, component)}</p>
        )
      )}
    </div>
  );
}
