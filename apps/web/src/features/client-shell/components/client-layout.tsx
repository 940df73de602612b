import type { Client } from '@impact/contracts';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { useCurrentClient } from '../../../lib/client/use-current-client';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/utils';
import { useWebSearchStatus } from '../api/web-search-status';
import { repeatAccess, type LibraryKind } from '../lib/library';
import { ClientSidebar } from './client-sidebar';
import { LibraryPanel } from './library-panel';
import { MobileClientBar } from './mobile-client-bar';

const COLLAPSED_KEY = 'clientSidebarCollapsed';
/** Spec 02 §9: the mobile breakpoint. */
const WIDE_SCREEN = '(min-width: 768px)';

const pageClass = 'mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8 sm:px-6';

/** The client pages' frame: loading and not-found states; the pages render once the client is here. */
export default function ClientLayout() {
  const client = useCurrentClient();
  // A failed background refetch keeps the page that is already shown.
  if (client.data) return <ClientFrame client={client.data} />;
  let body;
  if (client.isPending) {
    body = (
      // As tall as the screen, like the page it stands for: the footer does not jump when it arrives.
      <div className="min-h-dvh">
        <p role="status" className="flex items-center gap-2 py-12 text-sm text-muted-foreground">
          <Spinner className="text-primary" />
          Loading client…
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {client.error instanceof ApiRequestError && client.error.status === 404 ? (
          <p className="pt-12 text-muted-foreground">Client not found.</p>
        ) : (
          <FormError message={client.error?.message} />
        )}
        <Link to="/dashboard" className="w-fit text-sm text-primary underline-offset-4 hover:underline">
          Back to Dashboard
        </Link>
      </>
    );
  }
  return <div className={pageClass}>{body}</div>;
}

/** Sidebar (or, on phones, the menu bar), the page, and the Library panel. */
function ClientFrame({ client }: { client: Client }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [collapsed, setCollapsed] = useState(() => readStorage(COLLAPSED_KEY) === 'true');
  const [menuOpen, setMenuOpen] = useState(false);
  const [library, setLibrary] = useState<LibraryKind | null>(null);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const access = repeatAccess({ isAuthenticated, isSample: client.Sample !== null });
  const webStatus = useWebSearchStatus(client.documentId, access === 'allowed');

  const toggleCollapsed = () => {
    setCollapsed(!collapsed);
    writeStorage(COLLAPSED_KEY, String(!collapsed));
  };
  const openLibrary = (kind: LibraryKind) => {
    setMenuOpen(false);
    setLibrary(kind);
  };

  return (
    <div className="flex flex-1">
      {wide && (
        <div
          className={cn(
            'sticky top-16 h-[calc(100dvh-4rem)] shrink-0 self-start overflow-y-auto border-r bg-muted/40',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <ClientSidebar
            client={client}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            onOpenLibrary={openLibrary}
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {!wide && (
          <MobileClientBar
            client={client}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onOpenLibrary={openLibrary}
          />
        )}
        <div className={pageClass}>
          <Outlet />
        </div>
      </div>
      <LibraryPanel
        client={client}
        kind={library}
        onClose={() => setLibrary(null)}
        access={access}
        webStatus={webStatus}
      />
    </div>
  );
}
