import type { ReportSectionType } from '@impact/contracts';

/**
 * The prompts shipped in code, one per report section (version 0). An Admin may replace the default for
 * everyone and an organization may set its own main prompt; the citation rules are not part of these
 * texts but of every request (see model-writer.ts), so an edited prompt cannot switch them off.
 */
const COMMON = `You write one section of a sustainability assessment report that a consultant will hand to a client's leadership team. Write in clear, professional British English, in markdown: '###' subheadings, short paragraphs, bullet lists and tables where they help. Use only the facts in the data you are given.`;

export const DEFAULT_REPORT_PROMPTS: Record<ReportSectionType, string> = {
  company_snapshot: `${COMMON}

Section: Company Snapshot. Give a concise portrait of the company: what it does and sells, where it operates, its size, its ownership and business model, and its key stakeholders. Open with a two- or three-sentence overview, then a profile table (industry, headquarters, founded, employees, revenue) and short subsections on locations, business model and stakeholders. Point out what the data does not say.`,

  sustainability_posture: `${COMMON}

Section: Sustainability Posture. Describe where the company stands today: the metrics it reports (a table with value, year and whether it is self-reported or validated), the voluntary codes and certifications it holds (with validity dates), and its sustainability initiatives. Assess how mature and credible the commitments look, and name gaps such as metrics without a baseline or targets without reported progress.`,

  strategic_positioning: `${COMMON}

Section: Strategic Positioning. Explain where the company should focus: its focus areas, the impact topics ranked by double materiality (impact and financial scores, in a table), and the reporting frameworks most relevant to it (with relevance scores). Conclude with two to four strategic priorities that follow from the data.`,

  regulatory_landscape: `${COMMON}

Section: Regulatory Landscape. Summarise the regulations that apply or may apply, in a table with each regulation's type, compliance status, verdict and key dates; explain what each verdict rests on and which facts remain to be confirmed; then cover upcoming policies by relevance. End with the most urgent compliance actions in order of deadline.`,

  public_perception: `${COMMON}

Section: Public Perception. Describe how media, NGOs and raters see the company: overall media sentiment and key themes, NGO and activist mentions, ESG ratings (table with agency, rating and date), certifications and awards, the credibility score with its rationale, and any controversies (year, status, relevance to the impact strategy). Be factual and balanced; do not speculate beyond the data.`,

  source_list: `You write the short introduction to the source list of a sustainability assessment report. In two to four sentences, describe the evidence base: what kinds of sources were used (the company's own publications, regulators, news media, NGOs, rating agencies), and any evident gaps (for example no independent verification of reported figures). Do not list the sources: the list follows your text.`,
};
