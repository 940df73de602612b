import type { Client } from '@impact/contracts';
import { ArrowRightIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ClientLogo } from '../../../components/client-logo';
import { employeeCountLabel, revenueLabel } from '../../../lib/client-labels';
import { clientPath } from '../../../lib/client-path';
import { formatDay } from '../../../lib/format-date';

const websiteLabel = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** Who the client is: the profile confirmed when it was added (or compiled, for a sample). */
export function ClientHeaderCard({ client }: { client: Client }) {
  const facts = [
    client.Industry,
    employeeCountLabel(client.EmployeeCount),
    `Revenue: ${revenueLabel(client.Revenue) ?? '—'}`,
    `HQ: ${client.Headquarters || '—'}`,
    `Founded: ${client.FoundedYear ?? '—'}`,
  ].filter(Boolean);
  const compiledOn = client.Sample ? formatDay(client.Sample.compiledOn) : null;

  return (
    <section className="grid gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <ClientLogo name={client.Name} logoUrl={client.LogoUrl} className="size-14 text-xl" />
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{client.Name}</h1>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {client.WebsiteUrl && (
            <a
              href={client.WebsiteUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              {websiteLabel(client.WebsiteUrl)}
              <ExternalLinkIcon aria-hidden className="size-3.5" />
            </a>
          )}
        </div>
      </div>
      {client.CompanyInfo && (
        <p className="text-sm leading-relaxed whitespace-pre-line">{client.CompanyInfo}</p>
      )}
      {client.Sample && (
        <p className="w-fit rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground">
          {client.Sample.note}
          {compiledOn && ` · ${compiledOn}`}
        </p>
      )}
      <Link
        to={`${clientPath(client.Name)}/profile`}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        See full profile
        <ArrowRightIcon aria-hidden className="size-3.5" />
      </Link>
    </section>
  );
}
