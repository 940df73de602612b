import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Field, invalidProps } from './field';

/** 'Return': an estimate or a client's answer goes back with a comment saying what needs changing. */
export function ReturnValueDialog(props: {
  /** The datapoint's label; null when closed. */
  label: string | null;
  busy: boolean;
  error: string | null;
  onReturn: (comment: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.label !== null} onOpenChange={(open) => !open && !props.busy && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Return ${props.label ?? ''}`}</DialogTitle>
          <DialogDescription>
            Say what needs checking or changing before it can be accepted.
          </DialogDescription>
        </DialogHeader>
        {props.label !== null && <ReturnForm key={props.label} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm(props: {
  busy: boolean;
  error: string | null;
  onReturn: (comment: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    if (comment.trim() === '') {
      setMissing(true);
      return;
    }
    props.onReturn(comment.trim());
  };
  const error = missing ? 'Write a comment for whoever answers it next' : undefined;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <Field id={`${id}-comment`} label="Comment" required error={error}>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={2000}
          disabled={props.busy}
          {...invalidProps(`${id}-comment`, error)}
          onChange={(event) => {
            setComment(event.target.value);
            setMissing(false);
          }}
        />
      </Field>
      <FormError message={props.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={props.busy} onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.busy}>
          {props.busy && <Spinner />}
          Return
        </Button>
      </div>
    </form>
  );
}
