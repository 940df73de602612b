import { PlusIcon, XIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { addKeyword, removeKeyword } from '../lib/keywords';

/** Keywords (stored as tags and stock-image keywords): typed, then added with Enter or the Add button. */
export function KeywordsField(props: {
  id: string;
  keywords: string[];
  entry: string;
  disabled?: boolean;
  onEntryChange: (entry: string) => void;
  onChange: (keywords: string[]) => void;
}) {
  const add = () => {
    props.onChange(addKeyword(props.keywords, props.entry));
    props.onEntryChange('');
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>Keywords</Label>
      <div className="flex gap-2">
        <Input
          id={props.id}
          value={props.entry}
          disabled={props.disabled}
          placeholder="e.g. recycling"
          aria-describedby={`${props.id}-hint`}
          onChange={(event) => props.onEntryChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the keyword instead of submitting the form.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" disabled={props.disabled} onClick={add}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
        Press Enter or Add to add a keyword.
      </p>
      {props.keywords.length > 0 && (
        <ul aria-label="Keywords added" className="flex flex-wrap gap-1.5">
          {props.keywords.map((keyword, index) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs text-secondary-foreground"
            >
              {keyword}
              <button
                type="button"
                disabled={props.disabled}
                onClick={() => props.onChange(removeKeyword(props.keywords, index))}
                className="cursor-pointer rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <XIcon aria-hidden className="size-3" />
                <span className="sr-only">Remove keyword {keyword}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
