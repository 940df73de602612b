import { LeafIcon, SparklesIcon } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { openPlansDialog, PlansDialogHost } from '../../features/plans';
import { ThemeToggle } from '../../features/theme';
import { useAuthStore } from '../../lib/auth';
import { UserMenu } from './user-menu';

/** Client and report pages bring their own navigation, so the logo and upsell step aside there. */
const isClientOrReportPath = (pathname: string) =>
  pathname.startsWith('/report/') || pathname.startsWith('/client/');

export function AppHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const compact = isClientOrReportPath(pathname);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        {!compact && (
          <Link
            to={isAuthenticated ? '/dashboard' : '/'}
            className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <LeafIcon aria-hidden className="size-4.5" />
            </span>
            Impact Studio
          </Link>
        )}
        {/* Tighter on a phone: signed out, the logo and three buttons must fit in 375 px. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {!compact && (
            <Button className="hidden min-w-[120px] sm:inline-flex" onClick={openPlansDialog}>
              <SparklesIcon aria-hidden />
              Go Pro
            </Button>
          )}
          <ThemeToggle />
          {isAuthenticated ? (
            <UserMenu />
          ) : (
            // Hidden until the stored token is checked, so a returning user never sees them flash.
            isSessionChecked && (
              <>
                <Button variant="ghost" onClick={() => void navigate('/signin')}>
                  Sign In
                </Button>
                <Button variant="outline" onClick={() => void navigate('/signup')}>
                  Sign Up
                </Button>
              </>
            )
          )}
        </div>
      </div>
      {/* Outside the compact rule: Settings opens the plans too, on pages where Go Pro is hidden. */}
      <PlansDialogHost />
    </header>
  );
}
