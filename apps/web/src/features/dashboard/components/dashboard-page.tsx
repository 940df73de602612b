import { Building2Icon, LeafIcon } from 'lucide-react';
import { useAuthStore } from '../../../lib/auth';

/**
 * The landing page and dashboard (spec 01 §2). Client search and client tiles arrive with the
 * clients issue; until then the list says plainly that it is empty.
 */
export function DashboardPage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16">
      <section className="mx-auto grid max-w-3xl justify-items-center gap-5 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <LeafIcon aria-hidden className="size-6" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
          Sustainability assessment and impact strategy in minutes
        </h1>
      </section>
      <section aria-labelledby="client-list-heading" className="grid gap-4">
        <h2 id="client-list-heading" className="text-xl font-semibold tracking-tight">
          {isAuthenticated ? 'Your Projects' : 'Explore Profiles'}
        </h2>
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center">
          <Building2Icon aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            {isAuthenticated
              ? 'No clients yet. Clients you add will appear here.'
              : 'Sample profiles will appear here.'}
          </p>
        </div>
      </section>
    </div>
  );
}
