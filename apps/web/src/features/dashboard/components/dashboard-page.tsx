import { LeafIcon } from 'lucide-react';
import { ClientSearch } from './client-search';
import { ClientTiles } from './client-tiles';

/** The landing page and dashboard (spec 01 §2): add a client by website or name, or open one. */
export function DashboardPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16">
      <section className="mx-auto grid w-full max-w-3xl justify-items-center gap-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <LeafIcon aria-hidden className="size-6" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
          Sustainability assessment and impact strategy in minutes
        </h1>
        <ClientSearch />
      </section>
      <ClientTiles />
    </div>
  );
}
