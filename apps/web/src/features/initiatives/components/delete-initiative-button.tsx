import { Trash2Icon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteInitiative } from '../api/delete-initiative';
import { failureMessage, MESSAGES } from '../lib/messages';

const destructive = 'bg-destructive text-white hover:bg-destructive/90 focus-visible:ring-destructive/40';

/** The edit dialog's Delete, confirmed in an alert dialog; `onDeleted` closes the edit dialog. */
export function DeleteInitiativeButton(props: {
  id: number;
  title: string;
  disabled?: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteInitiative();
  const confirm = () =>
    remove.mutate(props.id, {
      onSuccess: () => {
        setOpen(false);
        props.onDeleted();
      },
    });
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (next) remove.reset();
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" className="text-destructive hover:text-destructive" disabled={props.disabled}>
          <Trash2Icon aria-hidden />
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-xl outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg leading-tight font-semibold">
            Delete this initiative?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            “{props.title}” will be removed for everyone in your organization. This cannot be undone.
          </AlertDialog.Description>
          <FormError message={remove.isError ? failureMessage(MESSAGES.delete, remove.error) : null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the answer arrives. */}
            <Button className={destructive} disabled={remove.isPending} onClick={confirm}>
              {remove.isPending && <Spinner />}
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
