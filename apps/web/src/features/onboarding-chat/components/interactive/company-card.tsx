import { ExternalLinkIcon } from 'lucide-react';
import { ClientLogo } from '../../../../components/client-logo';
import { employeeCountLabel, revenueLabel } from '../../../../lib/client-labels';
import { safeLinkTarget } from '../../../../lib/source-links';
import { textProp } from '../../lib/component-props';

/** example.com from 'https://www.example.com/about'; null when there is no host to show. */
function domainOf(value: string | undefined): string | null {
  if (!value) return null;
  const host = value
    .replace(/^https?:\/\//i, '')
    .split(/[/?#]/)[0]!
    .replace(/^www\./i, '')
    .toLowerCase();
  return host.includes('.') ? host : null;
}

/** Display only: what is known of the company so far, nothing guessed. */
export function CompanyCard({ props }: { props: Record<string, unknown> }) {
  const website = textProp(props, 'WebsiteUrl') ?? textProp(props, 'website');
  const domain = domainOf(textProp(props, 'Domain') ?? textProp(props, 'domain') ?? website);
  const name = textProp(props, 'Name') ?? domain ?? website ?? 'Company';
  // Only an address the server gave: without one the initial shows, and nothing is requested.
  const logoUrl = textProp(props, 'logoUrl') ?? null;
  const href = safeLinkTarget(
    website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : '',
  );
  const employees = textProp(props, 'EmployeeCount');
  const revenue = textProp(props, 'Revenue');
  const rows = [
    { label: 'Industry', value: textProp(props, 'Industry') },
    { label: 'Headquarters', value: textProp(props, 'Headquarters') },
    { label: 'Employees', value: employees && (employeeCountLabel(employees) ?? employees) },
    { label: 'Revenue', value: revenue && (revenueLabel(revenue) ?? revenue) },
    { label: 'Founded', value: textProp(props, 'FoundedYear') },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  const info = textProp(props, 'CompanyInfo');
  // What could not be read (e.g. the website did not answer): said plainly instead of left blank.
  const notes = Array.isArray(props.notes)
    ? props.notes.filter((note): note is string => typeof note === 'string' && note.trim() !== '')
    : [];

  return (
    <article
      aria-label={`Company: ${name}`}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <div className="flex min-w-0 items-center gap-3">
        <ClientLogo name={name} logoUrl={logoUrl} />
        <div className="grid min-w-0">
          <p className="truncate font-medium">{name}</p>
          {href && (
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-w-0 items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
            >
              <span className="truncate">{domain ?? website}</span>
              <ExternalLinkIcon aria-hidden className="size-3 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      {rows.length > 0 && (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {info && <p className="text-sm text-muted-foreground">{info}</p>}
      {notes.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
