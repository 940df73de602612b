import { LeafIcon } from 'lucide-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuthStore } from '../../../lib/auth';
import { AUTH_TAB_PATHS, AUTH_TABS, ORGANIZATION_STAGE_PATH, type AuthTab } from '../auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const HEADINGS: Record<AuthTab | 'organization', { title: string; description: string }> = {
  signin: { title: 'Welcome back', description: 'Sign in to continue to Impact Studio.' },
  signup: { title: 'Create your account', description: 'Get started with Impact Studio.' },
  'forgot-password': {
    title: 'Forgot your password?',
    description: 'Enter your email and we will send you a reset link.',
  },
  'reset-password': { title: 'Choose a new password', description: 'Enter and confirm your new password.' },
  organization: {
    title: 'Set up your organization',
    description: 'Tell us how you work so we can tailor your workspace.',
  },
};

/** Start in the first text field rather than on the tab list, which Radix would pick. */
function focusFirstField(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([aria-hidden="true"]), textarea',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

const clearError = () => useAuthStore.getState().setError(null);

interface AuthDialogProps {
  tab: AuthTab;
  /** The organization setup stage of sign-up; composed by the app so features stay independent. */
  organizationStage: ReactNode;
}

export function AuthDialog({ tab, organizationStage }: AuthDialogProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isOrganizationStage = tab === 'signup' && searchParams.get('stage') === 'organization';

  // Checked when the tab is entered (or the start-up check ends), not on every auth change: a
  // registration in progress navigates to the setup stage itself, after its success toast.
  useEffect(() => {
    if (!isSessionChecked) return;
    const signedIn = useAuthStore.getState().isAuthenticated;
    if (tab === 'signup' && !isOrganizationStage && signedIn) {
      void navigate(ORGANIZATION_STAGE_PATH, { replace: true });
    } else if (isOrganizationStage && !signedIn) {
      void navigate('/signin', { replace: true });
    }
  }, [tab, isOrganizationStage, isSessionChecked, navigate]);

  const heading = HEADINGS[isOrganizationStage ? 'organization' : tab];

  function handleOpenChange(open: boolean) {
    if (open) return;
    clearError();
    void navigate('/dashboard');
  }

  function handleTabChange(value: string) {
    const next = AUTH_TABS.find((candidate) => candidate === value);
    if (!next) return;
    clearError();
    void navigate(AUTH_TAB_PATHS[next]);
  }

  return (
    <Dialog open onOpenChange={handleOpenChange}>
      <DialogContent onOpenAutoFocus={focusFirstField}>
        <DialogHeader className="items-center text-center sm:text-center">
          <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LeafIcon aria-hidden className="size-5" />
          </span>
          <DialogTitle>{heading.title}</DialogTitle>
          <DialogDescription>{heading.description}</DialogDescription>
        </DialogHeader>
        {isOrganizationStage ? (
          isAuthenticated ? (
            <Suspense fallback={<Spinner className="mx-auto size-6 text-muted-foreground" />}>
              {organizationStage}
            </Suspense>
          ) : (
            <Spinner className="mx-auto size-6 text-muted-foreground" />
          )
        ) : (
          // Manual activation: the dialog focuses the first tab trigger on open, and automatic
          // activation would turn that focus into a navigation away from /forgot-password.
          <Tabs value={tab} onValueChange={handleTabChange} activationMode="manual" className="grid gap-5">
            <TabsList>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onNavigateAway={clearError} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
            <TabsContent value="forgot-password">
              <ForgotPasswordForm onNavigateAway={clearError} />
            </TabsContent>
            <TabsContent value="reset-password">
              <ResetPasswordForm />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
