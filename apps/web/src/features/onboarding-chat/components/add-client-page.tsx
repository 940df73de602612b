import { Link } from 'react-router';
import { useAuthStore } from '../../../lib/auth';
import { ChatInput } from './chat-input';
import { ConnectionBanner } from './connection-banner';
import { MessageList } from './message-list';
import { StartOverButton } from './start-over-button';
import { StepIndicator } from './step-indicator';
import { useOnboardingSession } from './use-onboarding-session';

/** /add-client (spec 01 §2 "Onboarding chat"): the assistant walks through adding a client. */
export default function AddClientPage() {
  useOnboardingSession();
  const onboarded = useAuthStore((state) => state.user?.OnboardingComplete === true);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {onboarded ? 'Add a client' : 'Add your first client'}
          </h1>
          <p className="text-sm text-muted-foreground">
            Answer a few questions and the assistant sets up the client and starts its assessment.
          </p>
        </div>
        <div className="flex items-end gap-4">
          <StepIndicator />
          <StartOverButton />
        </div>
      </header>
      <section
        aria-label="Onboarding chat"
        className="flex h-[min(72dvh,760px)] min-h-[420px] flex-col overflow-hidden rounded-xl border bg-background shadow-xs"
      >
        <ConnectionBanner />
        <MessageList />
        <ChatInput />
      </section>
      <Link
        to="/dashboard"
        className="justify-self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        Or add a client from the dashboard
      </Link>
    </div>
  );
}
