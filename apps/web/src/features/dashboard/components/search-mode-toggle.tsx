import { ToggleGroup } from 'radix-ui';

/** 'upload' exists for the document flow to come but no control reaches it yet (spec 01 §2). */
export type SearchMode = 'website' | 'docs' | 'upload';

const itemClasses =
  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm dark:data-[state=on]:bg-input/30';

export function SearchModeToggle({
  mode,
  onModeChange,
}: {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label="Search mode"
      value={mode}
      // Radix answers '' when the active item is clicked again; a mode stays chosen.
      onValueChange={(value) => value && onModeChange(value as SearchMode)}
      className="inline-flex items-center gap-1 rounded-lg bg-muted p-1"
    >
      <ToggleGroup.Item value="website" className={itemClasses}>
        By Website or Name
      </ToggleGroup.Item>
      <ToggleGroup.Item value="docs" disabled className={itemClasses}>
        By Docs
        <span className="rounded-full bg-primary/10 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-primary">
          soon
        </span>
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
