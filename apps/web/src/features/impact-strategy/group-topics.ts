import type { SectionData } from '@impact/contracts';

export type FocusArea = SectionData<'FocusAreas'>[number];
/** Spec 02 §3: a topic names its focus areas in focusAreaTags or (older records) focusAreas. */
export type ImpactTopic = SectionData<'ImpactTopics'>[number] & { focusAreas?: string[] };

export const OTHER_TOPICS_TITLE = 'Other Impact Topics';
export const OTHER_TOPICS_DESCRIPTION = "Impact topics that don't directly align with the main focus areas.";

export interface TagChip {
  name: string;
  /** The anchor of the focus area the tag names, when it is one shown on the page. */
  anchor: string | null;
}

export interface GroupedTopic {
  topic: ImpactTopic;
  /** The topic's other focus-area tags, shown as chips. */
  otherTags: TagChip[];
}

export interface TopicGroup {
  /** Null for 'Other Impact Topics'. */
  focusArea: FocusArea | null;
  title: string;
  anchor: string;
  topics: GroupedTopic[];
}

/** Names match case-insensitively, ignoring surrounding and repeated spaces. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A topic's focus-area names: focusAreaTags when it has any, else focusAreas; blanks and repeats dropped. */
export function topicTags(topic: Pick<ImpactTopic, 'focusAreaTags' | 'focusAreas'>): string[] {
  const tags = topic.focusAreaTags?.length ? topic.focusAreaTags : (topic.focusAreas ?? []);
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = nameKey(tag);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const focusAreaAnchor = (index: number) => `focus-area-${index + 1}`;
const OTHER_ANCHOR = 'focus-area-other';

/**
 * Spec 02 §2 'Impact Strategy': topics grouped under the focus area their tags name, in the focus
 * areas' order. A topic goes under its first tag that names a focus area (the knowledge base puts the
 * topic's own area first and linked areas after), so it is listed once; its other tags are chips.
 * Topics whose tags name no focus area go under 'Other Impact Topics', last, only when there are any.
 */
export function groupTopics(focusAreas: readonly FocusArea[], topics: readonly ImpactTopic[]): TopicGroup[] {
  const groups: TopicGroup[] = [];
  const byName = new Map<string, TopicGroup>();
  focusAreas.forEach((focusArea, index) => {
    const key = nameKey(focusArea.name);
    if (!key || byName.has(key)) return;
    const group = { focusArea, title: focusArea.name.trim(), anchor: focusAreaAnchor(index), topics: [] };
    byName.set(key, group);
    groups.push(group);
  });
  const other: TopicGroup = {
    focusArea: null,
    title: OTHER_TOPICS_TITLE,
    anchor: OTHER_ANCHOR,
    topics: [],
  };
  for (const topic of topics) {
    const tags = topicTags(topic);
    const home = tags.map((tag) => byName.get(nameKey(tag))).find((group) => group !== undefined) ?? other;
    const otherTags = tags
      .filter((tag) => byName.get(nameKey(tag)) !== home)
      .map((name) => ({ name, anchor: byName.get(nameKey(name))?.anchor ?? null }));
    home.topics.push({ topic, otherTags });
  }
  return other.topics.length > 0 ? [...groups, other] : groups;
}
