import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import { useEffect } from 'react';
import { ClientLogo } from '../../../components/client-logo';
import { cn } from '../../../lib/utils';
import type { CompanySearch } from '../api/search-companies';
import { resultLine } from '../search/result-line';
import type { SearchOption } from '../search/search-options';

interface SearchResultsProps {
  search: CompanySearch;
  options: SearchOption[];
  listboxId: string;
  activeIndex: number;
  onActivate: (option: SearchOption) => void;
  onPick: (option: SearchOption) => void;
}

function Note({ tone, title, message }: { tone: 'info' | 'error'; title?: string; message: string }) {
  const Icon = tone === 'info' ? InfoIcon : CircleAlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 border-b px-4 py-3 text-sm',
        tone === 'error' ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {title && <span className="font-medium">{title}: </span>}
        {message}
      </p>
    </div>
  );
}

/**
 * Why the web gave nothing. Spec 01 §6's 'Unable to search clients with Perplexity' names the research
 * provider, so it is kept for a name search that the provider failed; a website that could not be
 * read is the website's problem and says so in the server's words ('We could not reach acme.fr: …').
 */
function WebSearchNote({ problem }: { problem: NonNullable<CompanySearch['webError']> }) {
  if (problem.kind === 'guidance') return <Note tone="info" message={problem.message} />;
  if (problem.kind === 'website') return <Note tone="error" message={problem.message} />;
  return <Note tone="error" title="Unable to search clients with Perplexity" message={problem.message} />;
}

/** The dropdown's content: what could not be searched, then the rows (loaded lazily, see lazy-parts). */
export default function SearchResults({
  search,
  options,
  listboxId,
  activeIndex,
  onActivate,
  onPick,
}: SearchResultsProps) {
  // Keyboard moves must keep the active row visible in a long list.
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const groups = [
    { label: 'Your clients', rows: options.filter((option) => option.kind === 'own') },
    {
      // A website read directly is not 'the web' at large: say where the row came from.
      label: search.webSource === 'website' ? 'Read from its website' : 'Found on the web',
      rows: options.filter((option) => option.kind === 'web'),
    },
  ].filter((group) => group.rows.length > 0);

  return (
    <>
      {search.ownError && <Note tone="error" title="Unable to search clients" message={search.ownError} />}
      {search.webError && <WebSearchNote problem={search.webError} />}
      {options.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">
          {search.webError ? 'None of your clients match.' : 'No matching companies found.'}
        </p>
      ) : (
        <div role="listbox" id={listboxId} aria-label="Companies found" className="p-1.5">
          {groups.map((group) => (
            <div key={group.label} role="group" aria-label={group.label}>
              <div aria-hidden className="px-2.5 pt-2 pb-1 text-xs font-medium text-muted-foreground">
                {group.label}
              </div>
              {group.rows.map((option) => {
                const index = options.indexOf(option);
                const line = resultLine(option.company);
                return (
                  <div
                    key={option.key}
                    id={`${listboxId}-option-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    // Keeps the focus in the input, so the dropdown does not close before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && onActivate(option)}
                    onClick={() => onPick(option)}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 aria-selected:bg-accent aria-selected:text-accent-foreground"
                  >
                    <ClientLogo
                      name={option.company.Name}
                      logoUrl={option.company.LogoUrl}
                      className="size-9"
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-center gap-2">
                        <span className="truncate font-medium">{option.company.Name}</span>
                        {option.kind === 'own' && (
                          <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-[0.6875rem] font-medium text-primary">
                            Your client
                          </span>
                        )}
                      </div>
                      {line && <p className="truncate text-xs text-muted-foreground">{line}</p>}
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
