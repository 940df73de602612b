import { AlertDialog } from 'radix-ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';
import { Spinner } from './spinner';

const destructiveClasses =
  'bg-destructive text-white hover:bg-destructive/90 focus-visible:ring-destructive/40';

interface ConfirmDialogProps {
  /** The control that opens it (rendered as the dialog's trigger). */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Runs the action; the dialog stays open (and shows the error) until it resolves. */
  onConfirm: () => Promise<unknown>;
  /** 'default' for a confirmed action that destroys nothing (e.g. submitting answers). */
  tone?: 'destructive' | 'default';
}

/**
 * A destructive action confirmed in an alert dialog. The confirm button is not AlertDialog.Action,
 * which would close the dialog before the server answers: a refusal (e.g. the last owner leaving) is
 * shown here, where the user asked.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  tone = 'destructive',
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) setError(null);
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-xl outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className={tone === 'destructive' ? destructiveClasses : undefined}
              disabled={pending}
              onClick={() => void confirm()}
            >
              {pending && <Spinner />}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
