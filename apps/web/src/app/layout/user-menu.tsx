import { LayoutDashboardIcon, LogOutIcon, SettingsIcon, SparklesIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { openPlansDialog } from '../../features/plans';
import { useAuthStore, useSignOut } from '../../lib/auth';

export function UserMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  const name = user?.fullName?.trim() || user?.username || '';
  const initial = name.charAt(0).toUpperCase() || 'U';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
          <Avatar>
            {user?.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
            <AvatarFallback>{initial}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>
          <LayoutDashboardIcon aria-hidden />
          Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <SettingsIcon aria-hidden />
          Settings
        </DropdownMenuItem>
        {/* The header's Go Pro button has no room on a phone: the plans are here instead. */}
        <DropdownMenuItem className="sm:hidden" onSelect={openPlansDialog}>
          <SparklesIcon aria-hidden />
          Go Pro
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut}>
          <LogOutIcon aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
