import {
  createFeedbackPostSchema,
  FEEDBACK_BODY_MAX_LENGTH,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TITLE_MIN_LENGTH,
  type FeedbackBoardId,
} from '@impact/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useCreatePost } from '../api/post-mutations';
import { fieldErrors } from '../lib/field-errors';

/** Characters used of those allowed, red once over; the limit counts the text as the server trims it. */
function Counter({ id, used, max }: { id: string; used: number; max: number }) {
  return (
    <span
      id={id}
      className={cn('text-xs tabular-nums', used > max ? 'text-destructive' : 'text-muted-foreground')}
    >
      {used}/{max}
    </span>
  );
}

function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/** 'New post': a title (3–120 characters) and an optional description (up to 5,000). */
export function NewPostForm({
  board,
  boardName,
  onDone,
}: {
  board: FeedbackBoardId;
  boardName: string;
  onDone: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePost(board);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createFeedbackPostSchema.safeParse({ title, ...(body.trim() ? { body } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Post published', { description: `Thanks! It is on the ${boardName} board.` });
        onDone();
      },
    });
  }

  const titleDescribedBy = [`${id}-title-count`, errors.title && `${id}-title-error`]
    .filter(Boolean)
    .join(' ');
  const bodyDescribedBy = [`${id}-body-count`, errors.body && `${id}-body-error`].filter(Boolean).join(' ');

  return (
    <form
      aria-label="New post"
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <p className="text-sm text-muted-foreground">
        Posting to <span className="font-medium text-foreground">{boardName}</span>
      </p>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Counter id={`${id}-title-count`} used={title.trim().length} max={FEEDBACK_TITLE_MAX_LENGTH} />
        </div>
        <Input
          id={`${id}-title`}
          value={title}
          required
          minLength={FEEDBACK_TITLE_MIN_LENGTH}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={titleDescribedBy}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _dropped, ...rest }) => rest);
          }}
          autoFocus
        />
        <FieldProblem id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-body`}>
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Counter id={`${id}-body-count`} used={body.trim().length} max={FEEDBACK_BODY_MAX_LENGTH} />
        </div>
        <Textarea
          id={`${id}-body`}
          value={body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={bodyDescribedBy}
          onChange={(event) => {
            setBody(event.target.value);
            setErrors(({ body: _dropped, ...rest }) => rest);
          }}
        />
        <FieldProblem id={`${id}-body-error`} message={errors.body} />
      </div>
      <FormError message={create.error?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {create.isPending ? 'Posting...' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
