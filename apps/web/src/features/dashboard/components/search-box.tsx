import { SearchIcon } from 'lucide-react';
import { Suspense, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/auth';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCompanySearch, type SubmittedSearch } from '../api/search-companies';
import { toSearchOptions, type SearchOption } from '../search/search-options';
import { preloadAddClientParts, SearchResults } from './lazy-parts';
import { SearchModeToggle, type SearchMode } from './search-mode-toggle';

interface SearchBoxProps {
  query: string;
  autoFocus?: boolean;
  onQueryChange: (query: string) => void;
  submitted: SubmittedSearch | null;
  onSubmit: (query: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (option: SearchOption) => void;
}

function Searching() {
  return (
    <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
      <Spinner />
      Searching…
    </p>
  );
}

/** The client search of spec 01 §2: a combobox whose dropdown lists own clients, then web results. */
export function SearchBox({
  query,
  autoFocus,
  onQueryChange,
  submitted,
  onSubmit,
  open,
  onOpenChange,
  onPick,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-results`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isSignedOut = isSessionChecked && !isAuthenticated;
  const isWide = useMediaQuery('(min-width: 640px)');
  const [mode, setMode] = useState<SearchMode>('website');
  const search = useCompanySearch(submitted);
  const options = useMemo(
    () => (search.data ? toSearchOptions(search.data.own, search.data.web) : []),
    [search.data],
  );
  // The active row is remembered by key, so new results simply start without one.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const isShowingResults = open && submitted !== null;
  const isLoading = search.isFetching;

  /** Spec 01 §5: searching needs an account, so a visitor gets the sign-in dialog instead. */
  function openSignIn() {
    inputRef.current?.blur();
    void navigate('/signin');
  }

  function handleFocus() {
    if (isSignedOut) return openSignIn();
    if (!isAuthenticated) return;
    preloadAddClientParts();
    if (submitted && options.length > 0) onOpenChange(true);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    if (isSignedOut) return openSignIn();
    if (!isAuthenticated) return;
    setActiveKey(null);
    onSubmit(text);
    // Searching the same text again asks again (an earlier failure may have passed).
    if (submitted?.query === text) void search.refetch();
  }

  function moveActive(step: 1 | -1) {
    if (options.length === 0) return;
    if (!open) onOpenChange(true);
    const next = activeIndex === -1 ? (step === 1 ? 0 : options.length - 1) : activeIndex + step;
    setActiveKey(options[(next + options.length) % options.length]!.key);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && isShowingResults && activeIndex >= 0 && !isLoading) {
      event.preventDefault();
      onPick(options[activeIndex]!);
    } else if (event.key === 'Escape' && isShowingResults) {
      event.preventDefault();
      onOpenChange(false);
    }
  }

  return (
    <div className="grid w-full max-w-2xl justify-items-center gap-3">
      <SearchModeToggle mode={mode} onModeChange={setMode} />
      {mode === 'upload' ? (
        <p className="text-sm text-muted-foreground">Adding a client from documents is not available yet.</p>
      ) : (
        <div
          className="relative w-full"
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
          }}
        >
          <form
            role="search"
            onSubmit={handleSubmit}
            className="flex items-center gap-2 rounded-xl border bg-card p-1.5 pl-4 shadow-sm transition-shadow focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30"
          >
            <SearchIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <input
              ref={inputRef}
              // Only when coming back from the confirm card, to the search the user left.
              autoFocus={autoFocus}
              type="text"
              role="combobox"
              aria-label="Search companies"
              aria-autocomplete="list"
              aria-expanded={isShowingResults}
              aria-controls={isShowingResults ? listboxId : undefined}
              aria-activedescendant={
                isShowingResults && activeIndex >= 0 ? `${listboxId}-option-${activeIndex}` : undefined
              }
              autoComplete="off"
              spellCheck={false}
              placeholder={isWide ? 'Enter a company website or name' : 'Website or name'}
              value={query}
              onChange={(event) => {
                onQueryChange(event.target.value);
                onOpenChange(false);
              }}
              onFocus={handleFocus}
              onKeyDown={handleKeyDown}
              className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
            <Button type="submit" size="icon" aria-label="Search" className="size-10 rounded-lg">
              {isLoading ? <Spinner /> : <SearchIcon aria-hidden />}
            </Button>
          </form>
          {isShowingResults && (
            <div className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,60vh)] overflow-y-auto rounded-xl border bg-popover text-left text-popover-foreground shadow-lg animate-drop-in">
              {isLoading ? (
                <Searching />
              ) : search.isError ? (
                <FormError className="m-2" message={`Failed to search clients: ${search.error.message}`} />
              ) : search.data ? (
                <Suspense fallback={<Searching />}>
                  <SearchResults
                    search={search.data}
                    options={options}
                    listboxId={listboxId}
                    activeIndex={activeIndex}
                    onActivate={(option) => setActiveKey(option.key)}
                    onPick={onPick}
                  />
                </Suspense>
              ) : null}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
