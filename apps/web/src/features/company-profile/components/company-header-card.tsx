import type { Client } from '@impact/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { ClientLogo } from '../../../components/client-logo';
import { employeeCountLabel, revenueLabel } from '../../../lib/client-labels';
import { formatDay } from '../../../lib/format-date';
import { profileFacts, websiteLabel } from '../profile-view';

/** Spec 02 §2 'Company Profile' header: logo, name, industry chip, website and the profile's facts. */
export function CompanyHeaderCard({ client }: { client: Client }) {
  const facts = profileFacts({
    ...client,
    employees: employeeCountLabel(client.EmployeeCount),
    revenue: revenueLabel(client.Revenue),
    employeesStated: client.FieldOrigins?.EmployeeCount?.stated,
    revenueStated: client.FieldOrigins?.Revenue?.stated,
  });
  const compiledOn = client.Sample ? formatDay(client.Sample.compiledOn) : null;
  return (
    <section
      aria-labelledby="company-profile-name"
      className="grid gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <ClientLogo name={client.Name} logoUrl={client.LogoUrl} className="size-14 text-xl" />
        <div className="grid min-w-0 gap-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Company Profile</p>
          <h1 id="company-profile-name" className="text-2xl font-semibold tracking-tight break-words">
            {client.Name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            {client.Industry && (
              <span className="w-fit rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                {client.Industry}
              </span>
            )}
            {client.WebsiteUrl && (
              <a
                href={client.WebsiteUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-w-0 items-center gap-1 text-sm break-all text-primary underline-offset-4 hover:underline"
              >
                {websiteLabel(client.WebsiteUrl)}
                <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
              </a>
            )}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label} className="grid min-w-0 content-start gap-0.5">
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="font-medium break-words">{fact.value}</dd>
            {fact.stated && <dd className="text-xs break-words text-muted-foreground">{fact.stated}</dd>}
          </div>
        ))}
      </dl>
      {client.Sample && (
        <p className="w-fit rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground">
          {client.Sample.note}
          {compiledOn && ` · ${compiledOn}`}
        </p>
      )}
    </section>
  );
}
