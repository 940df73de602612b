import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useChatStore } from '../store/chat-store';

/** A fresh onboarding conversation, after confirming: the answers given so far are left behind. */
export function StartOverButton() {
  const [open, setOpen] = useState(false);
  const hasAnswers = useChatStore((state) => state.messages.some((message) => message.sender === 'user'));
  const startNewSession = useChatStore((state) => state.startNewSession);
  if (!hasAnswers) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <RotateCcwIcon aria-hidden />
        Start over
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Start over?</DialogTitle>
            <DialogDescription>
              A new conversation starts from the first step. The answers you gave in this one will not be
              used.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                void startNewSession();
              }}
            >
              Start over
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
