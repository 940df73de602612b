/** What the web research asks about a company: one question per evidence area the later steps read. */
export const RESEARCH_TOPICS = [
  'strategy-and-targets',
  'emissions-and-metrics',
  'controversies-and-lawsuits',
  'esg-ratings-and-certifications',
  'media-coverage',
  'ngo-campaigns',
] as const;
export type ResearchTopic = (typeof RESEARCH_TOPICS)[number];

export interface ResearchQuestion {
  topic: ResearchTopic;
  /** The question in a few words, as the Library titles its answer. */
  title: string;
  query: string;
}

export interface CompanyToResearch {
  name: string;
  domain: string | null;
  websiteUrl: string | null;
  headquarters: string | null;
}

/**
 * Names the company unambiguously: many companies share a name, so the website (or, without one, the
 * head office) tells the research service which one we mean. Parts are capped so every question stays
 * well under the 500 characters a stored query may have.
 */
export function companyIdentity(company: CompanyToResearch): string {
  const name = company.name.trim().slice(0, 120);
  const site = company.domain ?? hostOf(company.websiteUrl);
  if (site) return `${name} (website: ${site.slice(0, 100)})`;
  if (company.headquarters) return `${name} (headquartered in ${company.headquarters.slice(0, 100)})`;
  return name;
}

const QUESTIONS: Record<ResearchTopic, (company: string) => string> = {
  'strategy-and-targets': (company) =>
    `What is the sustainability strategy of ${company}, and which climate and ESG targets has it set (net-zero, emission-reduction or science-based targets, with their target years), and what progress has it reported?`,
  'emissions-and-metrics': (company) =>
    `Which greenhouse gas emissions (Scope 1, 2 and 3) and other sustainability metrics (energy, water, waste, workforce, safety) has ${company} reported, with values and the years they refer to?`,
  'controversies-and-lawsuits': (company) =>
    `Which controversies, lawsuits, regulatory fines or investigations on environmental, social or governance matters has ${company} been involved in, when, and what is their current status?`,
  'esg-ratings-and-certifications': (company) =>
    `Which ESG ratings (such as MSCI, Sustainalytics, CDP, EcoVadis or ISS) and sustainability certifications (such as B Corp, ISO 14001 or SBTi validation) does ${company} hold, with scores and dates?`,
  'media-coverage': (company) =>
    `How has recent media coverage portrayed ${company} on sustainability and ESG topics: what are the main themes and the overall tone?`,
  'ngo-campaigns': (company) =>
    `Have NGOs, activists or civil-society groups campaigned against, criticised or partnered with ${company} on environmental or social issues, and what came of it?`,
};

const TITLES: Record<ResearchTopic, (company: string) => string> = {
  'strategy-and-targets': (company) => `Sustainability strategy and targets of ${company}`,
  'emissions-and-metrics': (company) => `Emissions and other metrics ${company} reports`,
  'controversies-and-lawsuits': (company) => `Controversies and lawsuits involving ${company}`,
  'esg-ratings-and-certifications': (company) => `ESG ratings and certifications of ${company}`,
  'media-coverage': (company) => `Recent news about ${company}`,
  'ngo-campaigns': (company) => `NGO campaigns and partnerships with ${company}`,
};

export function researchQuestions(company: CompanyToResearch): ResearchQuestion[] {
  const identity = companyIdentity(company);
  const name = company.name.trim().slice(0, 120);
  return RESEARCH_TOPICS.map((topic) => ({
    topic,
    title: TITLES[topic](name),
    query: QUESTIONS[topic](identity),
  }));
}

/** The instruction every research question is sent with: evidence first, nothing invented. */
export const RESEARCH_SYSTEM_PROMPT = [
  'You are a sustainability research analyst preparing evidence for a consultant.',
  'Answer only from public sources you found, and cite them with numbered markers such as [1] and [2].',
  'Give figures with their year and unit, and dates for events.',
  'If you find nothing reliable on the question, say so plainly; never guess or fill gaps.',
].join(' ');

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
