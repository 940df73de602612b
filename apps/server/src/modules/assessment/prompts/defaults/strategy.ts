import { composePrompt } from './compose.js';

/** Impact strategy: the focus areas and the impact topics grouped under them (the spec's materiality). */

export const focusAreasPrompt = composePrompt({
  task:
    'You set out the focus areas of a client company’s impact strategy: the few broad themes where its ' +
    'most material sustainability impacts, risks and opportunities lie, and where its strategy should act.',
  output: [
    'A list of three to seven focus areas, most material first.',
    'name: a short theme name. Start from the knowledge base’s focus areas, which are the ESRS topics ' +
      'material for the company’s sector (e.g. "Climate change", "Own workforce", "Resource use and ' +
      'circular economy"); keep their names so impact topics can be grouped under them.',
    'description: two or three sentences on why the theme matters for this company (its sector, ' +
      'operations and value chain, as the context describes them) and what the company already says or ' +
      'does about it (targets, programmes, results), quoted from the context.',
    'sources: the knowledge base sources for the sector materiality, plus the URLs of the company ' +
      'evidence you cite.',
  ],
  rules: [
    'Keep every focus area the knowledge base gives unless the context shows the company does not do ' +
      'the activity that makes it material (then leave it out and say nothing invented about why).',
    'Add a focus area the knowledge base lacks only when the company’s own reporting or independent ' +
      'sources name it as significant for this company.',
    'Never state a target, budget or result the context does not state.',
  ],
  nothingFound:
    'answer the knowledge base’s focus areas with their sources, and say in each description that the ' +
    'company’s own approach to the theme was not found in the sources checked.',
});

export const impactTopicsPrompt = composePrompt({
  task:
    'You list the impact topics of a client company: the specific sustainability matters (its ' +
    'materiality topics) behind each focus area of its impact strategy, precise enough to set a target on.',
  output: [
    'A list of five to twenty impact topics, most material first.',
    'name: a specific topic, e.g. "Scope 3 emissions from purchased goods", "Packaging waste", ' +
      '"Health and safety of own workers", "Human rights in the cocoa supply chain". Start from the ' +
      'knowledge base’s impact topics (ESRS sub-topics for the sector) and make them specific to this ' +
      'company where the context allows.',
    'description: the impact in one to three sentences: positive or negative, actual or potential, where ' +
      'in the value chain it arises, and what the company reports about it, quoted from the context.',
    'focusAreaTags: the names of the focus areas the topic belongs to, spelled exactly as in the focus ' +
      'areas given in the context, the main one first. A topic that fits none gets an empty list.',
    'sources: the knowledge base sources and the URLs of the company evidence you cite.',
  ],
  rules: [
    'One topic per matter: do not list the same matter twice under different names.',
    'Add a topic the knowledge base lacks only when a source ties it to this company.',
  ],
  nothingFound:
    'answer the knowledge base’s impact topics with their sources and focus area tags, and say in each ' +
    'description that the company’s own reporting on the topic was not found in the sources checked.',
});
