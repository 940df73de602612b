import type { Client } from '@impact/contracts';
import { MenuIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ClientLogo } from '../../../components/client-logo';
import type { LibraryKind } from '../lib/library';
import { ClientSidebar } from './client-sidebar';

/** Under 768 px: a bar with the menu button; the sidebar opens as a sheet from the left. */
export function MobileClientBar(props: {
  client: Client;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenLibrary: (kind: LibraryKind) => void;
}) {
  const { client } = props;
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <div className="sticky top-16 z-30 flex h-12 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <DialogPrimitive.Trigger className="flex size-9 cursor-pointer items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <MenuIcon aria-hidden className="size-5" />
          <span className="sr-only">Open client menu</span>
        </DialogPrimitive.Trigger>
        <ClientLogo name={client.Name} logoUrl={client.LogoUrl} className="size-7 rounded-md text-xs" />
        <p className="min-w-0 truncate text-sm font-medium">{client.Name}</p>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r bg-background shadow-xl outline-none data-[state=open]:animate-fade-in"
        >
          <DialogPrimitive.Title className="sr-only">Client menu</DialogPrimitive.Title>
          <div className="flex justify-end px-3 pt-3">
            <DialogPrimitive.Close className="flex size-8 cursor-pointer items-center justify-center rounded-md opacity-70 outline-none hover:bg-accent hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <XIcon aria-hidden className="size-4" />
              <span className="sr-only">Close menu</span>
            </DialogPrimitive.Close>
          </div>
          <ClientSidebar
            client={client}
            collapsed={false}
            onNavigate={() => props.onOpenChange(false)}
            onOpenLibrary={props.onOpenLibrary}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
