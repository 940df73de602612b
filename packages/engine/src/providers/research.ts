import type { ConfiguredResearch } from './research-provider.js';

/** A page the research answer rests on; the shape of a source in @impact/contracts. */
export interface ResearchSource {
  url: string;
  title?: string;
  /** ISO date-time at which the research service read it (as far as we know: when it answered). */
  retrievedAt: string;
}

export interface ResearchResult {
  text: string;
  sources: ResearchSource[];
}

export interface ResearchRequest {
  provider: Pick<ConfiguredResearch, 'model'>;
  query: string;
  system?: string;
  abortSignal?: AbortSignal;
}

/**
 * Asks the research model and keeps the pages it cites. The AI SDK exposes Perplexity's citations as
 * URL sources without titles; Perplexity's search_results (in the raw response) carry the titles.
 */
export async function research(request: ResearchRequest): Promise<ResearchResult> {
  // The AI SDK loads on the first call, not at start (lazy-model.ts says why).
  const { generateText } = await import('ai');
  const result = await generateText({
    model: request.provider.model,
    system: request.system,
    prompt: request.query,
    abortSignal: request.abortSignal,
  });
  const retrievedAt = new Date().toISOString();
  const titles = titlesFromSearchResults(result.response.body);
  const sources = new Map<string, ResearchSource>();
  for (const source of result.sources) {
    // Evidence must be a page a consultant can open: documents and non-web links are not sources here.
    if (source.sourceType !== 'url' || !/^https?:\/\//i.test(source.url) || sources.has(source.url)) continue;
    const title = source.title ?? titles.get(source.url);
    sources.set(source.url, { url: source.url, ...(title ? { title } : {}), retrievedAt });
  }
  return { text: result.text, sources: [...sources.values()] };
}

function titlesFromSearchResults(body: unknown): Map<string, string> {
  const titles = new Map<string, string>();
  const results = (body as { search_results?: unknown } | undefined)?.search_results;
  if (!Array.isArray(results)) return titles;
  for (const entry of results as { url?: unknown; title?: unknown }[]) {
    if (typeof entry?.url === 'string' && typeof entry.title === 'string' && entry.title.trim()) {
      titles.set(entry.url, entry.title.trim());
    }
  }
  return titles;
}
