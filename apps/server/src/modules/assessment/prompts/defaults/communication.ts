import { composePrompt } from './compose.js';

/** Impact communication: what the company reports in numbers, and the frameworks it reports under. */

export const reportedMetricsPrompt = composePrompt({
  task:
    'You collect the sustainability metrics a client company reports (its KPIs), so that a consultant ' +
    'can see its baseline and how far its disclosure goes.',
  output: [
    'A list of metrics. Start from the knowledge base’s extracted candidates (a number found in the ' +
      'company’s text, with the sentence as evidence): keep those the sentence supports, correct their ' +
      'name and category, and add the ones the context states that the extraction missed.',
    'name: what is measured, e.g. "Scope 1 and 2 emissions", "Share of renewable electricity", "Lost-time ' +
      'injury frequency rate", "Women in management".',
    'category: one of "Climate", "Energy", "Water", "Waste & Circularity", "Biodiversity", "Health & ' +
      'Safety", "Workforce", "Diversity & Inclusion", "Community", "Supply Chain", "Governance".',
    'value: the value with its unit exactly as published, e.g. "1.2 million tCO2e", "48%", "0.9".',
    'year: the reporting year the value refers to (not the year of the page).',
    'label: "Third-party Validated" only when a source says the value was assured or verified by a ' +
      'named third party; "Estimated" when the source calls it an estimate or it is a third party’s ' +
      'estimate; otherwise "Self-reported".',
    'sources: the URLs the value was read from.',
  ],
  rules: [
    'Quote values as published: never compute, convert, add up or round them.',
    'Targets and ambitions ("net zero by 2040", "50% less by 2030") are not reported values: leave them out.',
    'One entry per metric and year; when sources disagree for the same year, keep the company’s latest ' +
      'report and name it as the source.',
  ],
  nothingFound: 'answer an empty list; the application then records that no reported metrics were found.',
});

export const reportingFrameworksPrompt = composePrompt({
  task:
    'You advise a client company on sustainability reporting frameworks: which it uses now, and which ' +
    'matter for it, so that its reporting answers its regulators, investors and customers.',
  output: [
    'overview: three or four sentences on which frameworks the company already reports under (only as ' +
      'a source states, e.g. "its 2024 report follows the GRI Standards"), which are mandatory or ' +
      'expected for it, and the main next step.',
    'frameworks: the knowledge base’s frameworks, each with its name, relevanceScore (0–100, computed ' +
      'from documented factors) and url unchanged; explanation: two or three sentences on why it matters ' +
      'for this company (sector, size, listing, markets) and whether the company already uses it, with ' +
      'the source of that statement.',
  ],
  rules: [
    'Never change a relevance score. Say a company uses a framework only when a source says so.',
    'A framework the company states it uses but the knowledge base lacks goes in the overview, with its source.',
  ],
  nothingFound:
    'answer the knowledge base’s frameworks with explanations from its factors, and an overview saying ' +
    'that the company’s current reporting practice was not found in the sources checked.',
});
