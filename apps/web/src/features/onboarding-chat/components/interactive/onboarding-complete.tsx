import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, PartyPopperIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { clientPath } from '../../../../lib/client-path';
import { adoptCreatedClient } from '../../lib/adopt-created-client';
import { textProp } from '../../lib/component-props';

/** Clients already adopted in this page's life: a re-render or StrictMode must not do it twice. */
const adopted = new Set<string>();

/** The end of the onboarding: the client exists, its assessment runs; open it. */
export function OnboardingComplete({
  props,
  interactive,
}: {
  props: Record<string, unknown>;
  interactive: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clientName = textProp(props, 'clientName') ?? 'your client';
  const given = textProp(props, 'clientPath');
  // Only a path inside the app: the agent's text never sends the browser elsewhere.
  const path = given?.startsWith('/') && !given.startsWith('//') ? given : clientPath(clientName);
  const demo = props.demo === true;
  const key = textProp(props, 'clientDocumentId') ?? clientName;
  const clientId = typeof props.clientId === 'number' ? props.clientId : undefined;
  // The progress panel names runs by documentId (the numeric runId is for the API's own use).
  const runId = textProp(props, 'runDocumentId');

  useEffect(() => {
    if (!interactive || adopted.has(key) || !textProp(props, 'clientName')) return;
    adopted.add(key);
    // Just created (not a restored transcript): open its overview, where the assessment's progress shows.
    void adoptCreatedClient({ clientName, clientId, runId, demo }, queryClient).then(() => navigate(path));
  }, [interactive, key, clientName, clientId, runId, demo, props, queryClient, navigate, path]);

  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <PartyPopperIcon aria-hidden className="size-4 text-primary" />
        {demo
          ? `The demo of ${clientName} is ready.`
          : runId
            ? `${clientName} is created and its assessment has started.`
            : // No run (the user's run budget is spent): the message above says why.
              `${clientName} is created.`}
      </p>
      <Button asChild className="whitespace-normal">
        <Link to={path}>
          Open {clientName}
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
