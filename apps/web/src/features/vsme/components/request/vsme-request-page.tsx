import { VSME_REQUEST_LINK_INVALID, type VsmeRequestForm, type VsmeRequestQuestion } from '@impact/contracts';
import { useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormError } from '../../../../components/ui/form-error';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatDay } from '../../../../lib/format-date';
import { useRequestForm, useSubmitAnswers } from '../../api/request-link';
import { periodLabel } from '../../lib/period';
import { useNoReferrer } from './no-referrer';
import { QuestionCard } from './question-card';

const shell = 'mx-auto grid w-full max-w-3xl min-w-0 gap-6 px-4 py-8 sm:px-6';

/**
 * /vsme-request/:token: the page a client's contact opens from the consultant's link, without an
 * account and outside the app's shell. It shows only the questions asked; an expired, revoked or
 * unknown link shows one sentence and nothing else.
 */
export default function VsmeRequestPage() {
  useNoReferrer();
  const { token = '' } = useParams();
  const form = useRequestForm(token);
  if (form.data) return <RequestForm token={token} form={form.data} />;
  if (form.isPending) {
    return (
      <main className={shell}>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="text-primary" />
          Loading the questions…
        </p>
      </main>
    );
  }
  return (
    <main className={shell}>
      {form.error instanceof ApiRequestError && form.error.status === 404 ? (
        <p>{VSME_REQUEST_LINK_INVALID}</p>
      ) : (
        <FormError message={form.error.message} />
      )}
    </main>
  );
}

/** Questions grouped by the disclosure they belong to, in the order the server sent them. */
function byDisclosure(questions: VsmeRequestQuestion[]) {
  const groups = new Map<string, { title: string; questions: VsmeRequestQuestion[] }>();
  for (const question of questions) {
    const group = groups.get(question.disclosure) ?? { title: question.disclosureTitle, questions: [] };
    group.questions.push(question);
    groups.set(question.disclosure, group);
  }
  return [...groups.entries()];
}

function RequestForm({ token, form }: { token: string; form: VsmeRequestForm }) {
  const submit = useSubmitAnswers(token);
  const drafts = form.questions.filter((question) => question.answer?.state === 'draft').length;
  const open = form.questions.some((question) => question.editable);
  return (
    <main className={shell}>
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{`${form.organizationName} asks for`}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {`VSME data for ${form.clientName}, ${periodLabel({ start: form.periodStart, end: form.periodEnd })}`}
        </h1>
        <p className="text-sm text-muted-foreground">{`This link is valid until ${formatDay(form.expiresAt.slice(0, 10)) ?? form.expiresAt}.`}</p>
        {form.message && (
          <blockquote className="rounded-md border-l-4 bg-muted/40 px-4 py-3 text-sm break-words whitespace-pre-line">
            {form.message}
          </blockquote>
        )}
        <p className="text-sm text-muted-foreground">
          Save each answer as you go; nothing reaches the consultant until you submit your answers.
        </p>
      </header>
      {byDisclosure(form.questions).map(([code, group]) => (
        <section key={code} aria-label={`${code} ${group.title}`} className="grid gap-3">
          <h2 className="text-lg font-semibold tracking-tight break-words">{`${code} ${group.title}`}</h2>
          {group.questions.map((question) => (
            <QuestionCard key={question.datapointId} token={token} question={question} />
          ))}
        </section>
      ))}
      {open ? (
        <div className="grid gap-2 justify-items-end">
          <ConfirmDialog
            tone="default"
            trigger={<Button disabled={drafts === 0}>Submit answers</Button>}
            title="Submit your answers?"
            description={`${drafts} saved ${drafts === 1 ? 'answer goes' : 'answers go'} to the consultant. You cannot change them afterwards unless the consultant returns one. Unsaved changes are not submitted.`}
            confirmLabel="Submit"
            pendingLabel="Submitting…"
            onConfirm={() => submit.mutateAsync()}
          />
          {drafts === 0 && <p className="text-xs text-muted-foreground">Save an answer to submit it.</p>}
        </div>
      ) : (
        <p role="status" className="text-sm">
          Your answers have been submitted. Thank you.
        </p>
      )}
    </main>
  );
}
