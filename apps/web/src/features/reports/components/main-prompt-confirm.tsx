import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/** Spec 02 §2: setting the main prompt asks first; it changes every future report and cannot be undone. */
export function MainPromptConfirm(props: {
  open: boolean;
  sectionName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Overwrite Main Prompt?</DialogTitle>
          <DialogDescription>
            This replaces the main prompt for all future reports of the {props.sectionName} section type. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button onClick={props.onConfirm}>Overwrite</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
