import type { Client } from '@impact/contracts';
import { ArrowRightIcon, LightbulbIcon, ScaleIcon, TargetIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useClientInitiatives } from '../api/get-client-initiatives';
import { overviewSummaries, type SummaryId } from '../lib/summaries';

const ICONS: Record<SummaryId, LucideIcon> = {
  impactTopics: TargetIcon,
  initiatives: LightbulbIcon,
  upcomingRegulations: ScaleIcon,
};

/** What the assessment found, at a glance: each card only when it has something to count. */
export function SummaryCards({ client }: { client: Client }) {
  const initiatives = useClientInitiatives(client.id);
  const summaries = overviewSummaries(client, initiatives.isPending ? null : (initiatives.data?.length ?? 0));
  if (summaries.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {summaries.map((summary) => {
        const Icon = ICONS[summary.id];
        return (
          <li key={summary.id} className="flex">
            <section
              aria-labelledby={`summary-${summary.id}`}
              className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 id={`summary-${summary.id}`} className="font-medium">
                  {summary.title}
                </h2>
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-4.5" />
                </span>
              </div>
              <div>
                {summary.count === null ? (
                  // The number's line, kept while it loads: nothing below moves when it arrives.
                  <p aria-hidden className="flex h-9 items-center">
                    <span className="h-7 w-10 animate-pulse rounded bg-muted" />
                  </p>
                ) : (
                  <p className="text-3xl font-semibold tracking-tight tabular-nums">{summary.count}</p>
                )}
                <p className="text-sm text-muted-foreground">{summary.caption}</p>
              </div>
              <Link
                to={summary.to}
                className="mt-auto inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {summary.linkLabel}
                <ArrowRightIcon aria-hidden className="size-3.5" />
              </Link>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
