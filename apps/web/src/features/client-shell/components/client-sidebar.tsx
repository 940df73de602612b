import { PLAN_LABELS, type Client } from '@impact/contracts';
import {
  ArrowLeftIcon,
  Building2Icon,
  CircleHelpIcon,
  ClipboardListIcon,
  LayoutDashboardIcon,
  LightbulbIcon,
  MegaphoneIcon,
  PanelLeftCloseIcon,
  PanelLeftOpenIcon,
  ScaleIcon,
  SettingsIcon,
  TargetIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { ClientLogo } from '../../../components/client-logo';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAuthStore } from '../../../lib/auth';
import { cn } from '../../../lib/utils';
import { useWorkspace } from '../../../lib/workspace';
import { useOrganizationStore } from '../../organization';
import { activeNavItem, PROJECT_NAV_ITEMS, projectNavPath, type ProjectNavId } from '../lib/nav-items';
import type { LibraryKind } from '../lib/library';
import { LibraryCards } from './library-cards';

const NAV_ICONS: Record<ProjectNavId, LucideIcon> = {
  overview: LayoutDashboardIcon,
  profile: Building2Icon,
  strategy: TargetIcon,
  initiatives: LightbulbIcon,
  regulations: ScaleIcon,
  communication: MegaphoneIcon,
  vsme: ClipboardListIcon,
};

/** The app's own pages below the Library; Settings needs an account, Help is for everyone. */
const APP_ITEMS = [
  { label: 'Settings', icon: SettingsIcon, path: '/settings', signedInOnly: true },
  { label: 'Help', icon: CircleHelpIcon, path: '/help', signedInOnly: false },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A label beside the icon, or, collapsed, a tooltip and a label for screen readers only. */
function ItemLabel({ collapsed, children }: { collapsed: boolean; children: string }) {
  return collapsed ? (
    <span className="sr-only">{children}</span>
  ) : (
    <span className="truncate">{children}</span>
  );
}

function WithTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactElement;
}) {
  return collapsed ? <Tooltip content={label}>{children}</Tooltip> : children;
}

export interface ClientSidebarProps {
  client: Client;
  /** Icons only (wide screens); the mobile sheet is always expanded. */
  collapsed: boolean;
  /** The collapse toggle; absent in the mobile sheet. */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed, so the mobile sheet can close. */
  onNavigate?: () => void;
  onOpenLibrary: (kind: LibraryKind) => void;
}

/** The client sidebar of spec 02 §2: who the client is, its pages, the Library, and the way back. */
export function ClientSidebar({
  client,
  collapsed,
  onToggleCollapsed,
  onNavigate,
  onOpenLibrary,
}: ClientSidebarProps) {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const overviewPath = projectNavPath(client.Name, '');
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const organization = useOrganizationStore((state) => state.currentOrganization?.documentId);
  // Visitors browsing a sample have no workspace; members see their organization's plan.
  const plan = useWorkspace(organization).data?.plan;
  const planLabel = plan ? PLAN_LABELS[plan] : null;

  return (
    <div className={cn('flex min-h-full flex-col gap-6 p-3', collapsed && 'items-center px-2')}>
      <div className={cn('flex items-center gap-1', collapsed && 'flex-col-reverse gap-3')}>
        <WithTooltip collapsed={collapsed} label={client.Name}>
          <Link
            to={overviewPath}
            onClick={onNavigate}
            className={cn(
              'flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
              collapsed && 'flex-none',
            )}
          >
            <ClientLogo name={client.Name} logoUrl={client.LogoUrl} className="size-9 text-sm" />
            {collapsed ? (
              <span className="sr-only">{client.Name}</span>
            ) : (
              <span className="grid min-w-0">
                <span className="truncate text-sm font-semibold">{client.Name}</span>
                <span className="truncate text-xs text-muted-foreground">{client.Industry || '—'}</span>
              </span>
            )}
          </Link>
        </WithTooltip>
        {onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {collapsed ? (
              <PanelLeftOpenIcon aria-hidden className="size-4" />
            ) : (
              <PanelLeftCloseIcon aria-hidden className="size-4" />
            )}
          </button>
        )}
      </div>

      <nav aria-label="Project" className="grid w-full gap-1">
        <p
          aria-hidden
          className={cn(
            'px-2.5 text-xs font-medium tracking-wider text-muted-foreground',
            collapsed && 'sr-only',
          )}
        >
          PROJECT
        </p>
        <ul className="grid gap-0.5">
          {PROJECT_NAV_ITEMS.filter((item) => isAuthenticated || !item.signedInOnly).map((item) => {
            const Icon = NAV_ICONS[item.id];
            const isActive = item.id === active;
            return (
              <li key={item.id}>
                <WithTooltip collapsed={collapsed} label={item.label}>
                  <Link
                    to={projectNavPath(client.Name, item.segment)}
                    onClick={onNavigate}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      itemClass,
                      collapsed && 'justify-center px-0',
                      isActive
                        ? 'bg-primary/10 font-medium text-primary'
                        : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <ItemLabel collapsed={collapsed}>{item.label}</ItemLabel>
                  </Link>
                </WithTooltip>
              </li>
            );
          })}
        </ul>
      </nav>

      <LibraryCards client={client} collapsed={collapsed} onOpen={onOpenLibrary} />

      <ul className="grid w-full gap-0.5">
        {APP_ITEMS.filter((item) => isAuthenticated || !item.signedInOnly).map(
          ({ label, icon: Icon, path }) => (
            <li key={label}>
              <WithTooltip collapsed={collapsed} label={label}>
                <Link
                  to={path}
                  onClick={onNavigate}
                  className={cn(
                    itemClass,
                    'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
                    collapsed && 'justify-center px-0',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <ItemLabel collapsed={collapsed}>{label}</ItemLabel>
                </Link>
              </WithTooltip>
            </li>
          ),
        )}
      </ul>

      <div className={cn('mt-auto grid w-full gap-3 border-t pt-4', collapsed && 'justify-items-center')}>
        <WithTooltip collapsed={collapsed} label="Back to Dashboard">
          <Link
            to="/dashboard"
            onClick={onNavigate}
            className={cn(
              itemClass,
              'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
              collapsed && 'justify-center px-0',
            )}
          >
            <ArrowLeftIcon aria-hidden className="size-4 shrink-0" />
            <ItemLabel collapsed={collapsed}>Back to Dashboard</ItemLabel>
          </Link>
        </WithTooltip>
        {planLabel &&
          (collapsed ? (
            <p className="sr-only">Organization Workspace: {planLabel}</p>
          ) : (
            <p className="flex flex-wrap items-center justify-between gap-2 px-2.5 text-xs text-muted-foreground">
              Organization Workspace
              <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
                {planLabel}
              </span>
            </p>
          ))}
      </div>
    </div>
  );
}
