import { Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { isDomainQuery } from '../search/is-domain-query';
import type { SubmittedSearch } from '../api/search-companies';
import { useAddClientFlow } from '../hooks/use-add-client-flow';
import { ConfirmDatapointsCard } from './lazy-parts';
import { SearchBox } from './search-box';

function BuildingProfile() {
  return (
    <div
      role="status"
      className="flex w-full max-w-2xl items-center justify-center gap-3 rounded-xl border bg-card px-6 py-10 text-sm text-muted-foreground"
    >
      <Spinner className="size-5 text-primary" />
      Building Company Profile…
    </div>
  );
}

/** Search, pick, confirm: adding a client from the dashboard (spec 01 §2). */
export function ClientSearch() {
  const flow = useAddClientFlow();
  // Kept here rather than in the search box, so '← Return to search' finds the search as it was left.
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<SubmittedSearch | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isReturning, setIsReturning] = useState(false);

  if (flow.stage.kind === 'enriching') return <BuildingProfile />;
  if (flow.stage.kind === 'confirm') {
    return (
      <Suspense fallback={<BuildingProfile />}>
        <ConfirmDatapointsCard
          company={flow.stage.company}
          profile={flow.stage.profile}
          isCreating={flow.isCreating}
          onConfirm={(fields) => void flow.confirm(fields)}
          onReturn={() => {
            flow.returnToSearch();
            // Focusing the input reopens the results that were left.
            setIsReturning(true);
          }}
        />
      </Suspense>
    );
  }
  return (
    <SearchBox
      query={query}
      autoFocus={isReturning}
      onQueryChange={setQuery}
      submitted={submitted}
      onSubmit={(text) => {
        void isDomainQuery(text).then((isDomain) => {
          setSubmitted({ query: text, isDomain });
          setIsOpen(true);
        });
      }}
      open={isOpen}
      onOpenChange={setIsOpen}
      onPick={(option) => {
        setIsOpen(false);
        void flow.pick(option);
      }}
    />
  );
}
