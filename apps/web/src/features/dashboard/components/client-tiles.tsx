import { Building2Icon } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { LoadMore } from '../../../components/load-more';
import { useAuthStore } from '../../../lib/auth';
import { useClientTiles } from '../api/client-lists';
import { sortByRecentActivity } from '../sort-tiles';
import { ClientTile } from './client-tile';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function TilesSkeleton() {
  return (
    <div role="status" aria-label="Loading clients" className={GRID}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="grid gap-4 rounded-xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <div className="size-10 animate-pulse rounded-lg bg-muted" />
            <div className="grid flex-1 gap-2">
              <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
            </div>
          </div>
          <div className="h-3 w-2/5 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

/** 'Your Projects' when signed in, else the public samples as 'Explore Profiles' (spec 01 §2). */
export function ClientTiles() {
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const audience = !isSessionChecked ? null : isAuthenticated ? 'organization' : 'public';
  const tiles = useClientTiles(audience);
  // Pages come in the server's order (most recent activity first); the rule of spec 01 §2 still holds.
  const sorted = useMemo(
    () => sortByRecentActivity(tiles.data?.pages.flatMap((page) => page.items) ?? []),
    [tiles.data],
  );

  let body;
  if (audience === null || tiles.isPending) {
    body = <TilesSkeleton />;
  } else if (tiles.isError && sorted.length === 0) {
    const failure = audience === 'public' ? 'Failed to fetch public clients' : 'Failed to fetch clients';
    body = (
      <div className="grid justify-items-start gap-3">
        <FormError message={`${failure}: ${tiles.error.message}`} />
        <Button variant="outline" size="sm" onClick={() => void tiles.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (sorted.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center">
        <Building2Icon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">
          {audience === 'organization'
            ? 'No clients yet. Search for a company above to add your first client.'
            : 'No sample profiles are available yet.'}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={GRID}>
          {sorted.map((client) => (
            <ClientTile key={client.id} client={client} />
          ))}
        </ul>
        {tiles.isFetchNextPageError && (
          <FormError message={`Failed to fetch more clients: ${tiles.error.message}`} />
        )}
        <LoadMore
          hasMore={tiles.hasNextPage}
          isLoading={tiles.isFetchingNextPage}
          auto={!tiles.isFetchNextPageError}
          onLoadMore={() => void tiles.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="client-list-heading" className="grid gap-4">
      <h2 id="client-list-heading" className="text-xl font-semibold tracking-tight">
        {isAuthenticated ? 'Your Projects' : 'Explore Profiles'}
      </h2>
      {body}
    </section>
  );
}
