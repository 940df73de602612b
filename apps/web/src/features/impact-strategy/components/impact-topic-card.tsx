import { TagIcon } from 'lucide-react';
import { SourceList } from '../../../components/section/source-list';
import type { GroupedTopic } from '../group-topics';

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs';

/** One impact topic: name, scores when it has them, its other focus areas as chips, description, sources. */
export function ImpactTopicCard({ entry }: { entry: GroupedTopic }) {
  const { topic, otherTags } = entry;
  const scored = topic.impactScore !== undefined && topic.financialScore !== undefined;
  const rationale = topic.scoreRationale?.trim();
  return (
    <li className="grid gap-2 rounded-lg border bg-background/60 p-3 sm:p-4">
      <h4 className="font-medium break-words">{topic.name}</h4>
      {(scored || otherTags.length > 0) && (
        <ul aria-label="Scores and other focus areas" className="flex flex-wrap gap-1.5">
          {scored && (
            <li className={`${chip} bg-secondary font-medium text-secondary-foreground`}>
              Impact {topic.impactScore}/5 · Financial {topic.financialScore}/5
            </li>
          )}
          {otherTags.map((tag) => (
            <li key={tag.name}>
              {tag.anchor ? (
                <a
                  href={`#${tag.anchor}`}
                  className={`${chip} border text-muted-foreground outline-none hover:border-primary/40 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50`}
                >
                  <TagIcon aria-hidden className="size-3" />
                  {tag.name}
                </a>
              ) : (
                <span className={`${chip} border text-muted-foreground`}>
                  <TagIcon aria-hidden className="size-3" />
                  {tag.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {topic.description}
      </p>
      {rationale && !topic.description.includes(rationale) && (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Why these scores:</span> {rationale}
        </p>
      )}
      <SourceList sources={topic.sources} variant="code" />
    </li>
  );
}
