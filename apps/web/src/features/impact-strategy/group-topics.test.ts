import { describe, expect, it } from 'vitest';
import { OTHER_TOPICS_TITLE, groupTopics, topicTags, type FocusArea, type ImpactTopic } from './group-topics';

const area = (name: string): FocusArea => ({ name, description: `${name} description`, sources: [] });
const topic = (name: string, focusAreaTags: string[], extra: Partial<ImpactTopic> = {}): ImpactTopic => ({
  name,
  description: `${name} description`,
  focusAreaTags,
  sources: [],
  ...extra,
});

const shape = (groups: ReturnType<typeof groupTopics>) =>
  groups.map((group) => [group.title, group.topics.map((entry) => entry.topic.name)]);

describe('groupTopics', () => {
  it('groups topics under the focus area their tag names, in the focus areas’ order', () => {
    const groups = groupTopics(
      [area('Climate change'), area('Own workforce')],
      [
        topic('Energy', ['Climate change']),
        topic('Health', ['Own workforce']),
        topic('Mitigation', ['Climate change']),
      ],
    );
    expect(shape(groups)).toEqual([
      ['Climate change', ['Energy', 'Mitigation']],
      ['Own workforce', ['Health']],
    ]);
    expect(groups.map((group) => group.anchor)).toEqual(['focus-area-1', 'focus-area-2']);
  });

  it('matches names case-insensitively and ignoring surrounding or repeated spaces', () => {
    const groups = groupTopics(
      [area(' Climate  Change ')],
      [topic('Energy', ['climate change']), topic('Heat', ['  CLIMATE CHANGE'])],
    );
    expect(shape(groups)).toEqual([['Climate  Change', ['Energy', 'Heat']]]);
  });

  it('puts topics matching no focus area under Other Impact Topics, last, with their tags as chips', () => {
    const groups = groupTopics(
      [area('Climate change')],
      [topic('Packaging', ['Circularity']), topic('Energy', ['Climate change']), topic('Untagged', [])],
    );
    expect(shape(groups)).toEqual([
      ['Climate change', ['Energy']],
      [OTHER_TOPICS_TITLE, ['Packaging', 'Untagged']],
    ]);
    const other = groups[1]!;
    expect(other.focusArea).toBeNull();
    expect(other.topics[0]!.otherTags).toEqual([{ name: 'Circularity', anchor: null }]);
  });

  it('has no Other Impact Topics group when every topic matches', () => {
    expect(shape(groupTopics([area('A')], [topic('t', ['A'])]))).toEqual([['A', ['t']]]);
  });

  it('lists a topic once, under its first matching tag, and shows the other tags as chips', () => {
    const groups = groupTopics(
      [area('Biodiversity'), area('Climate change'), area('Pollution')],
      [topic('Drivers', ['Unknown area', 'Biodiversity', 'Climate change', 'pollution'])],
    );
    expect(shape(groups)).toEqual([
      ['Biodiversity', ['Drivers']],
      ['Climate change', []],
      ['Pollution', []],
    ]);
    expect(groups[0]!.topics[0]!.otherTags).toEqual([
      { name: 'Unknown area', anchor: null },
      { name: 'Climate change', anchor: 'focus-area-2' },
      { name: 'pollution', anchor: 'focus-area-3' },
    ]);
  });

  it('reads focusAreas when a topic has no focusAreaTags', () => {
    const groups = groupTopics([area('Water')], [topic('Use', [], { focusAreas: ['water'] })]);
    expect(shape(groups)).toEqual([['Water', ['Use']]]);
  });

  it('keeps the first of two focus areas with the same name', () => {
    const groups = groupTopics([area('Water'), area('water ')], [topic('Use', ['Water'])]);
    expect(shape(groups)).toEqual([['Water', ['Use']]]);
  });
});

describe('topicTags', () => {
  it('trims, drops blanks and repeats; prefers focusAreaTags', () => {
    expect(topicTags({ focusAreaTags: [' A ', '', 'a', 'B'], focusAreas: ['C'] })).toEqual(['A', 'B']);
    expect(topicTags({ focusAreaTags: [], focusAreas: ['C'] })).toEqual(['C']);
  });
});
