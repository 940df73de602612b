import type { ChangelogEntry } from '@impact/contracts';
import { formatDay } from '../../../lib/format-date';
import { ChangelogMarkdown } from './changelog-markdown';

export function ChangelogEntryView({ entry }: { entry: ChangelogEntry }) {
  const date = formatDay(entry.publishedAt);
  return (
    <article className="grid gap-2">
      <div className="grid gap-0.5">
        <h3 className="font-medium">{entry.title}</h3>
        {date && (
          <time dateTime={entry.publishedAt} className="text-xs text-muted-foreground">
            {date}
          </time>
        )}
      </div>
      <ChangelogMarkdown body={entry.body} />
    </article>
  );
}
