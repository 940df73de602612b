/**
 * The Help page's facts, kept beside each other so they are reviewed together when the product changes.
 * They describe what the assessment engine and the server's configuration actually do.
 */

export interface ClientSectionHelp {
  title: string;
  shows: string;
  source: string;
}

export const CLIENT_SECTIONS: ClientSectionHelp[] = [
  {
    title: 'Overview',
    shows:
      "The client at a glance: its key datapoints, counts of impact topics, initiatives and upcoming regulations, and the client's reports.",
    source: 'The profile you confirmed when adding the client, and the counts of what the assessment stored.',
  },
  {
    title: 'Company Profile',
    shows:
      'About the company, where it is located and operates, its business model and its key stakeholders.',
    source:
      "Read from the company's own website and, when configured, the web research answers. With a model, each item must cite a page it read; items without a source are dropped.",
  },
  {
    title: 'Impact Strategy',
    shows: 'Focus areas and impact topics, placed on a double materiality matrix.',
    source:
      "The knowledge base's materiality screening of the company's sector decides the topics and their scores. With a model, the descriptions are tailored to the company from cited evidence.",
  },
  {
    title: 'Policy & Regulations',
    shows:
      'Which sustainability regulations apply, policies that are coming, and the voluntary codes the company has adopted.',
    source:
      "Whether a law applies is decided only by the knowledge base's rules (size, turnover, seat), with the reason shown; 'Refine applicability' lets you supply missing facts. Voluntary codes are found on the company's pages.",
  },
  {
    title: 'Impact Communication',
    shows:
      'Public perception with a credibility score, reported metrics, reporting frameworks and controversies.',
    source:
      "Metrics are quoted from the company's pages; frameworks come from the knowledge base's rules; controversies come from web research only. The credibility score is a fixed, documented formula, never a model's opinion.",
  },
  {
    title: 'Initiatives',
    shows: "The company's sustainability initiatives, which you can add, edit, illustrate and filter.",
    source:
      "Found on the company's pages and in web research answers, each with its sources; you can also add your own or generate them from the stored evidence.",
  },
  {
    title: 'Reports',
    shows: 'A six-section report for the client, with numbered citations, downloadable as Word or PDF.',
    source:
      "Written from the client's stored data. With a model, each section follows its prompt (which you can edit); without one, sections are tables and lists built from the structured data.",
  },
  {
    title: 'Library',
    shows:
      "Web Context (the research questions and answers) and Website Context (the pages read from the company's site).",
    source:
      'The raw material every other section is built from. You can repeat the web research or the website scrape from here.',
  },
];

export interface DataSourceHelp {
  title: string;
  description: string;
}

export const DATA_SOURCES: DataSourceHelp[] = [
  {
    title: 'The knowledge base',
    description:
      'Versioned rules with their sources: regulation applicability, upcoming policies, reporting frameworks, materiality by sector and voluntary codes. It always runs, needs no key, and its verdicts say why.',
  },
  {
    title: "The company's website",
    description:
      'Its pages are read (respecting robots.txt) and kept as Website Context. Structured data, metrics and adopted codes are extracted from them; a quote is only used if it is on the page it cites.',
  },
  {
    title: 'Web research',
    description:
      'Questions about the company are answered by a research provider that searches the web and cites what it read (Web Context). Without one, the sections that need it say so plainly.',
  },
  {
    title: 'The language model',
    description:
      'Reads the gathered evidence to write descriptions and summaries and to find what the extractors miss. It never decides legal applicability, and whatever it says must cite the evidence.',
  },
];

export interface ProviderVariable {
  name: string;
  meaning: string;
}

export const MODEL_VARIABLES: ProviderVariable[] = [
  {
    name: 'MODEL_PROVIDER',
    meaning:
      'openai, anthropic or openai-compatible. Optional: without it, the credential that is set decides (OPENAI_BASE_URL, then OPENAI_API_KEY, then ANTHROPIC_API_KEY).',
  },
  {
    name: 'OPENAI_API_KEY',
    meaning: 'Your OpenAI key (also sent to an OpenAI-compatible server, if it wants one).',
  },
  { name: 'ANTHROPIC_API_KEY', meaning: 'Your Anthropic key.' },
  {
    name: 'OPENAI_BASE_URL',
    meaning:
      'The address of an OpenAI-compatible server such as Ollama, vLLM or LM Studio, e.g. http://localhost:11434/v1.',
  },
  {
    name: 'MODEL_NAME',
    meaning:
      'Which model to use. Defaults: gpt-4.1-mini for OpenAI, claude-sonnet-4-5 for Anthropic; required for an OpenAI-compatible server (e.g. llama3.1).',
  },
];

export const RESEARCH_VARIABLES: ProviderVariable[] = [
  {
    name: 'PERPLEXITY_API_KEY',
    meaning: 'Turns on web research (Perplexity) and web searches by company name.',
  },
  { name: 'RESEARCH_MODEL', meaning: 'Which Perplexity model researches; sonar by default.' },
];
