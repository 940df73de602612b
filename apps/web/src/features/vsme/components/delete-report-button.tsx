import { Trash2Icon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteVsmeReport } from '../api/vsme-reports';

const destructive = 'bg-destructive text-white hover:bg-destructive/90 focus-visible:ring-destructive/40';

/** Deletes the report once confirmed, then goes back to the client's list. */
export function DeleteReportButton(props: {
  reportId: string;
  clientDocumentId: string;
  period: string;
  listPath: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteVsmeReport(props.clientDocumentId);
  const confirm = () =>
    remove.mutate(props.reportId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('VSME report deleted');
        void navigate(props.listPath);
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
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
          Delete report
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-xl outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg leading-tight font-semibold">
            Delete this VSME report?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            The {props.period} report and every value in it will be removed for everyone in your organization.
            This cannot be undone.
          </AlertDialog.Description>
          <FormError message={remove.isError ? remove.error.message : null} />
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
