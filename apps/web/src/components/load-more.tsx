import { useEffect, useRef } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * The end of a list loaded a page at a time: the next page loads when this comes into view, and a
 * 'Load more' button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. Renders nothing once every page is loaded. After a failed page only the button
 * tries again (`auto` off), so a failing server is not asked in a loop.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  auto = true,
  label = 'Load more',
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  auto?: boolean;
  label?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  // A new observer after each page reports at once whether the end is still in view (a short page or a
  // tall screen), so pages keep coming until the view is filled.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !auto || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore, isLoading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center">
      <Button variant="outline" size="sm" disabled={isLoading} onClick={onLoadMore}>
        {isLoading && <Spinner />}
        {isLoading ? 'Loading more…' : label}
      </Button>
    </div>
  );
}
