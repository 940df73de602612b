import type { VsmeRequestQuestion } from '@impact/contracts';
import { CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormError } from '../../../../components/ui/form-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useSaveAnswer } from '../../api/request-link';
import { answerFieldOf, bodyOf, draftOf, type AnswerDraft } from '../../lib/answer-draft';
import { AnswerInput, ExplanationInput, type AnswerErrors } from './answer-input';
import { EvidenceFiles } from './evidence-files';

/** Where the answer stands, in the contact's words. */
function stateLine(question: VsmeRequestQuestion): string | null {
  const answer = question.answer;
  if (!answer) return null;
  if (answer.review === 'returned') return 'Returned: please change your answer and submit it again';
  if (answer.review === 'accepted') return 'Accepted';
  return answer.state === 'submitted' ? 'Submitted' : 'Draft saved';
}

/**
 * One question. Each answer is saved with its own 'Save' button (not on blur): a half-typed number is
 * never sent, and the contact sees exactly when the draft reached the server. Submitted answers are
 * read-only until the consultant returns them.
 */
export function QuestionCard({ token, question }: { token: string; question: VsmeRequestQuestion }) {
  const id = useId();
  const save = useSaveAnswer(token, question.datapointId);
  const [draft, setDraft] = useState<AnswerDraft>(() => draftOf(question));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<AnswerErrors>({});
  const disabled = !question.editable || save.isPending;
  const change = (patch: Partial<AnswerDraft>) => {
    setDraft((old) => ({ ...old, ...patch }));
    setDirty(true);
    setErrors({});
  };
  const onSave = () => {
    const result = bodyOf(question, draft);
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      return;
    }
    save.mutate(result.body, {
      onSuccess: () => setDirty(false),
      onError: (error) =>
        // A refusal names its field (the server's 400); anything else is shown above the button.
        setErrors(
          'status' in error && error.status === 400 ? { [answerFieldOf(error.message)]: error.message } : {},
        ),
    });
  };
  const otherError =
    save.isError && !('status' in save.error && save.error.status === 400) ? save.error.message : null;
  const state = stateLine(question);
  return (
    <article aria-label={question.label} className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="grid gap-1">
        <h3 className="font-medium break-words">{question.label}</h3>
        {question.guidance && (
          <p className="text-sm break-words text-muted-foreground">{question.guidance}</p>
        )}
        {state && <p className="text-xs font-medium text-muted-foreground">{state}</p>}
      </div>
      {question.answer?.review === 'returned' && question.answer.reviewComment && (
        <p
          role="note"
          className="rounded-md border border-amber-500/40 bg-amber-500/5 px-3 py-2 text-sm break-words"
        >
          <span className="font-medium">The consultant’s comment: </span>
          {question.answer.reviewComment}
        </p>
      )}
      <AnswerInput
        id={id}
        question={question}
        draft={draft}
        errors={errors}
        disabled={disabled}
        onChange={change}
      />
      {(question.asksExplanation || question.kind !== 'boolean') && (
        <ExplanationInput
          id={id}
          question={question}
          draft={draft}
          error={errors.explanation}
          disabled={disabled}
          onChange={(explanation) => change({ explanation })}
        />
      )}
      <EvidenceFiles
        id={id}
        token={token}
        datapointId={question.datapointId}
        label={question.label}
        files={question.answer?.files ?? []}
        editable={question.editable}
      />
      <FormError message={otherError} />
      {question.editable && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {!dirty && save.isSuccess && (
            <span role="status" className="flex items-center gap-1 text-sm text-muted-foreground">
              <CheckIcon aria-hidden className="size-4" />
              Saved
            </span>
          )}
          {dirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
          <Button disabled={disabled} aria-label={`Save ${question.label}`} onClick={onSave}>
            {save.isPending && <Spinner />}
            Save
          </Button>
        </div>
      )}
    </article>
  );
}
