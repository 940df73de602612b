import {
  FEEDBACK_BOARDS,
  FEEDBACK_BOARD_IDS,
  type FeedbackBoardId,
  type FeedbackSort,
} from '@impact/contracts';
import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSignInGate } from '../use-sign-in-gate';
import { NewPostForm } from './new-post-form';
import { PostList } from './post-list';
import { SortToggle } from './sort-toggle';

const isBoardId = (value: string): value is FeedbackBoardId =>
  (FEEDBACK_BOARD_IDS as readonly string[]).includes(value);

/** The Category selector, the sort, the 'New post' form and the chosen board's posts. */
export function BoardSection({
  board,
  onBoardChange,
}: {
  board: FeedbackBoardId;
  onBoardChange: (board: FeedbackBoardId) => void;
}) {
  const id = useId();
  const [sort, setSort] = useState<FeedbackSort>('votes');
  const [composing, setComposing] = useState(false);
  const requireSignIn = useSignInGate();
  const boardName = FEEDBACK_BOARDS.find((candidate) => candidate.id === board)?.name ?? board;

  return (
    <section aria-label={`${boardName} board`} className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-44 flex-1 gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={board}
            onChange={(event) => {
              if (isBoardId(event.target.value)) onBoardChange(event.target.value);
            }}
          >
            {FEEDBACK_BOARDS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SortToggle value={sort} onChange={setSort} />
        {!composing && (
          <Button onClick={() => requireSignIn(() => setComposing(true))}>
            <PlusIcon aria-hidden />
            New post
          </Button>
        )}
      </div>
      {composing && <NewPostForm board={board} boardName={boardName} onDone={() => setComposing(false)} />}
      <PostList board={board} boardName={boardName} sort={sort} />
    </section>
  );
}
