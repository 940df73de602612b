import type { KnowledgeSource } from '../sources.js';

/**
 * The date the pipeline facts were checked: the fact sheet (shared/domain/regulations-and-frameworks.md)
 * was prepared on it from stored public material. Each source below is one the fact sheet cites.
 */
export const PIPELINE_CHECKED = '2026-11-21';

const source = (url: string, title: string): KnowledgeSource => ({ url, title, asOf: PIPELINE_CHECKED });

/** Sources several items share. */
export const OMNIBUS_I = source(
  'https://eur-lex.europa.eu/eli/dir/2026/470/oj',
  'Directive (EU) 2026/470 (Omnibus I) amending the CSRD and the CSDDD',
);
export const OMNIBUS_I_LINKLATERS = source(
  'https://sustainablefutures.linklaters.com/post/102mkjf/eu-omnibus-i-directive-published-in-the-official-journal-of-the-eu',
  'Linklaters: EU Omnibus I Directive published in the Official Journal',
);
export const OMNIBUS_I_FRESHFIELDS = source(
  'https://sustainability.freshfields.com/post/102lxle/omnibus-nears-the-terminus-simplification-of-the-eu-sustainability-framework',
  'Freshfields: Omnibus nears the terminus – simplification of the EU sustainability framework',
);
export const REVISED_ESRS_AGENCE_EUROPE = source(
  'https://agenceurope.eu/en/bulletin/article/13902/17/european-commission-submits-two-delegated-acts-easing-sustainability-reporting-obligations',
  'Agence Europe: Commission submits two delegated acts easing sustainability reporting obligations',
);
export const CSDDD_TEXT = source(
  'https://eur-lex.europa.eu/eli/dir/2024/1760/oj',
  'Directive (EU) 2024/1760 on corporate sustainability due diligence (CSDDD)',
);
export const ISSB_S2_AMENDMENTS = source(
  'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/',
  'IFRS Foundation: IFRS Sustainability Disclosure Standards navigator (IFRS S2 and its amendments)',
);
export const KEIDANREN_ISSB_NATURE = source(
  'http://www.keidanren.or.jp/en/journal/2026/02_Goldner.html',
  'Keidanren journal: the ISSB and nature-related standard-setting',
);
export const CARB_CLIMATE_DISCLOSURE = source(
  'https://ww2.arb.ca.gov/our-work/programs/california-corporate-greenhouse-gas-ghg-reporting-and-climate-related-financial',
  'CARB: California corporate GHG reporting and climate-related financial risk disclosure programs',
);

export { source as pipelineSource };
