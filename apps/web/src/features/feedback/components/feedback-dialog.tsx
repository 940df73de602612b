import { DEFAULT_FEEDBACK_BOARD, type FeedbackBoardId } from '@impact/contracts';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { BoardSection } from './board-section';
import { ChangelogView } from './changelog-view';
import { RecentUpdates } from './recent-updates';

type View = 'boards' | 'changelog';

/** Spec 01 §2 'Feedback dialog': the boards by category, and the product's changelog. */
export default function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [view, setView] = useState<View>('boards');
  const [board, setBoard] = useState<FeedbackBoardId>(DEFAULT_FEEDBACK_BOARD);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setView('boards');
        onOpenChange(next);
      }}
    >
      {/* The header stays put and the boards scroll inside: the dialog never exceeds 90% of the viewport. */}
      <DialogContent className="flex max-h-[90vh] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl">
        <DialogHeader className="border-b px-4 pt-5 pb-4 pr-12 sm:px-6">
          <DialogTitle>Feedback</DialogTitle>
          <DialogDescription>Share ideas, report bugs and vote on what we build next.</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {view === 'boards' ? (
            <div className="grid gap-8">
              <BoardSection board={board} onBoardChange={setBoard} />
              <RecentUpdates onViewChangelog={() => setView('changelog')} />
            </div>
          ) : (
            <ChangelogView onBack={() => setView('boards')} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
