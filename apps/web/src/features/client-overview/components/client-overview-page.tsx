import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useClientByName } from '../api/get-client';
import { ClientHeaderCard } from './client-header-card';

/**
 * /client/:clientName until the client pages arrive: who the client is, so that opening a tile or
 * adding a client lands somewhere real. The router has already decoded the name.
 */
export default function ClientOverviewPage() {
  const { clientName = '' } = useParams();
  const client = useClientByName(clientName);

  let body;
  if (client.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading client…
      </p>
    );
  } else if (client.isError) {
    body =
      client.error instanceof ApiRequestError && client.error.status === 404 ? (
        <p className="py-12 text-muted-foreground">Client not found.</p>
      ) : (
        <FormError message={client.error.message} />
      );
  } else {
    body = <ClientHeaderCard client={client.data} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/dashboard">
          <ArrowLeftIcon aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      {body}
    </div>
  );
}
