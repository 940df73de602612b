import { useEffect } from 'react';

/**
 * The request page's address holds the link's token: while it is shown, the document sends no referrer
 * at all (requests, images, links the contact follows), so the token cannot leak to another site.
 * index.html loads nothing from another origin (no web fonts, no analytics), so there is nothing else to
 * strip; the page's own links and calls carry referrerPolicy="no-referrer" as well.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
