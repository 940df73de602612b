import { SourceList } from '../../../components/section/source-list';
import { OTHER_TOPICS_DESCRIPTION, type TopicGroup } from '../group-topics';
import { ImpactTopicCard } from './impact-topic-card';

/** A focus area (or 'Other Impact Topics') with the impact topics grouped under it. */
export function FocusAreaGroup({ group }: { group: TopicGroup }) {
  const headingId = `${group.anchor}-title`;
  const description = group.focusArea ? group.focusArea.description : OTHER_TOPICS_DESCRIPTION;
  return (
    <section
      id={group.anchor}
      aria-labelledby={headingId}
      className="grid scroll-mt-20 gap-3 border-l-2 border-primary/40 pl-3 sm:pl-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {group.title}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            ({group.topics.length} {group.topics.length === 1 ? 'topic' : 'topics'})
          </span>
        </h3>
        {description && (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{description}</p>
        )}
      </div>
      {group.focusArea && <SourceList sources={group.focusArea.sources} variant="code" />}
      {group.topics.length > 0 ? (
        <ul className="grid gap-3">
          {group.topics.map((entry, index) => (
            <ImpactTopicCard key={`${entry.topic.name}-${index}`} entry={entry} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No impact topics under this focus area.</p>
      )}
    </section>
  );
}
