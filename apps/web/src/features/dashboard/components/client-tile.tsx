import type { ClientTile as ClientTileFields } from '@impact/contracts';
import { Link } from 'react-router';
import { ClientLogo } from '../../../components/client-logo';
import { clientPath } from '../../../lib/client-path';
import { formatDay } from '../../../lib/format-date';
import { selectClient } from '../../../lib/select-client';

/** One client of 'Your Projects' or 'Explore Profiles'; opening it makes it the selected client. */
export function ClientTile({ client }: { client: ClientTileFields }) {
  const compiledOn = client.Sample ? formatDay(client.Sample.compiledOn) : null;
  return (
    <li className="flex">
      <Link
        to={clientPath(client.Name)}
        onClick={() => selectClient(client)}
        className="flex w-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="flex items-start gap-3">
          <ClientLogo name={client.Name} logoUrl={client.LogoUrl} />
          <div className="min-w-0">
            <h3 className="line-clamp-2 font-medium break-words">{client.Name}</h3>
            <p className="line-clamp-2 text-sm text-muted-foreground">{client.Industry || '—'}</p>
          </div>
        </div>
        <div className="mt-auto grid gap-1.5 text-xs text-muted-foreground">
          <p>Last activity: {formatDay(client.updatedAt) ?? '—'}</p>
          {client.Sample && (
            <p className="w-fit rounded-md bg-secondary px-2 py-1 text-secondary-foreground">
              {client.Sample.note}
              {compiledOn && ` · ${compiledOn}`}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
