import type { Client, WebSearchStatus } from '@impact/contracts';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  formatGeneratedAt,
  LIBRARY_TITLES,
  webContextOf,
  websiteContextOf,
  type LibraryKind,
  type RepeatAccess,
} from '../lib/library';
import { RepeatWebResearchButton, RepeatWebsiteScrapeButton } from './repeat-buttons';
import { WebContextView } from './web-context-view';
import { WebsiteContextView } from './website-context-view';

interface LibraryPanelProps {
  client: Client;
  /** The panel shown, or null when closed. */
  kind: LibraryKind | null;
  onClose: () => void;
  access: RepeatAccess;
  webStatus: WebSearchStatus['status'] | undefined;
}

/** The right-hand panel of a Library card (spec 02 §2): 720 px wide, the full width on phones. */
export function LibraryPanel({ client, kind, onClose, access, webStatus }: LibraryPanelProps) {
  const web = kind === 'web' ? webContextOf(client) : null;
  const website = kind === 'website' ? websiteContextOf(client) : null;
  const generatedAt = kind === 'web' ? web?.generatedAt : website?.generatedAt;
  return (
    <DialogPrimitive.Root open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l bg-background shadow-xl outline-none data-[state=open]:animate-fade-in md:w-[720px]">
          {kind && (
            <>
              <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b p-5 pr-14">
                <div className="grid gap-1">
                  <DialogPrimitive.Title className="text-lg leading-tight font-semibold">
                    {LIBRARY_TITLES[kind]}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="text-sm text-muted-foreground">
                    Generated at {formatGeneratedAt(generatedAt)}
                  </DialogPrimitive.Description>
                </div>
                {kind === 'web' ? (
                  <RepeatWebResearchButton
                    documentId={client.documentId}
                    access={access}
                    status={webStatus}
                  />
                ) : (
                  <RepeatWebsiteScrapeButton documentId={client.documentId} access={access} />
                )}
              </header>
              <div className="flex-1 overflow-y-auto p-5">
                {kind === 'web' ? (
                  <WebContextView context={web} />
                ) : (
                  <WebsiteContextView context={website} clientId={client.documentId} />
                )}
              </div>
            </>
          )}
          <DialogPrimitive.Close className="absolute top-4 right-4 flex size-8 cursor-pointer items-center justify-center rounded-md opacity-70 outline-none hover:bg-accent hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <XIcon aria-hidden className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
