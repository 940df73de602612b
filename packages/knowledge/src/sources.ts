import type { Source } from '@impact/contracts';

/** Where a knowledge-base entry comes from: a public page and the date it was checked ('as of'). */
export interface KnowledgeSource {
  url: string;
  title: string;
  /** YYYY-MM-DD: the date the page was checked, or the date of the material it cites. */
  asOf: string;
}

/** A knowledge-base source in the shape every generated datapoint carries (contracts' Source). */
export function toSource(source: KnowledgeSource): Source {
  return { url: source.url, title: source.title, retrievedAt: source.asOf };
}

/** What every output item carries besides its sources (DESIGN.md: evidence first). */
export interface KnowledgeProvenance {
  method: 'rule' | 'extraction';
  knowledgeBaseVersion: string;
}
