import type { StepInput, WebsiteContext } from '../step-types.js';
import { pageHeading, pageRef } from '../../../chat/documents/document-sources.js';
import { researchAnswers } from './context-sources.js';

/**
 * The context as the message after the prompt (prompts/defaults/compose.ts describes it to the model).
 * Page texts are cut so that a site of thirty long pages stays within a model's window; a quote from
 * the part cut off could not be checked against what the model saw anyway.
 */
const MAX_PAGE_CHARS = 8000;
const MAX_PAGES_CHARS = 80_000;

export function renderProfile(input: Pick<StepInput, 'client' | 'company'>): string {
  const { client } = input;
  const lines = [
    `Name: ${client.name}`,
    `Industry: ${client.industry ?? 'unknown'}`,
    `Employees: ${client.employeeCount ?? 'unknown'}`,
    `Revenue: ${client.revenue ?? 'unknown'}`,
    `Headquarters: ${client.headquarters ?? 'unknown'}`,
    `Website: ${client.websiteUrl ?? 'unknown'}`,
  ];
  return `## Company profile\n${lines.join('\n')}`;
}

export function renderWebsite(website: WebsiteContext | undefined): string {
  if (!website || website.pages.length === 0)
    return "## The company's website\nThe company's website has not been read.";
  let budget = MAX_PAGES_CHARS;
  const pages = website.pages.map((page) => {
    const text = page.content.slice(0, Math.max(0, Math.min(MAX_PAGE_CHARS, budget)));
    budget -= text.length;
    const cut = text.length < page.content.length ? '\n[… rest of the page not shown]' : '';
    return `### ${pageHeading(page)}\nURL: ${pageRef(page)}\nSummary: ${page.summary}\nText:\n${text}${cut}`;
  });
  return `## The company's website (read on ${website.generatedAt.slice(0, 10)})\n\n${pages.join('\n\n')}`;
}

export function renderResearch(input: Pick<StepInput, 'web' | 'researchConfigured'>): string {
  const answers = researchAnswers(input.web);
  if (answers.length === 0) {
    const why = input.researchConfigured ? 'found nothing cited' : 'was not done (no research provider)';
    return `## Web research\nWeb research ${why}.`;
  }
  const blocks = answers.map((answer) => {
    const sources = answer.sources.map((source, index) => `[${index + 1}] ${source.url}`).join('\n');
    return `### ${answer.query}\n${answer.text}\nSources:\n${sources}`;
  });
  return `## Web research\n\n${blocks.join('\n\n')}`;
}
