import { isHeldCodeStatus, type Source } from '@impact/contracts';
import {
  detectCodes,
  detectCodesInPages,
  extractMetrics,
  listedItems,
  voluntaryCode,
  withoutExpiry,
  type DetectedCode,
} from '@impact/knowledge';
import { isUploadedDocumentPage, pageRef, pageSource } from '../../../chat/documents/document-sources.js';
import { reportedMetricsFromDocuments } from '../../knowledge-sections/document-metrics.js';
import { titleFromUrl } from '../../website-scrape/page-title.js';
import type { StepInput } from '../step-types.js';
import { uniqueSources, websiteRetrievedAt } from './cited-sources.js';
import type { CredibilityEvidence } from './credibility.js';
import { citedSentences, researchAnswers } from './research-answers.js';
import { clip, foldText, sentencesOf, yearOf, yearsIn } from './text.js';

/**
 * What the public perception step finds without a model: certifications from the knowledge base's
 * codes catalogue (stated as held on the company's pages or in a cited research sentence), and the
 * disclosure terms of the credibility score.
 */

export interface FoundCertification {
  name: string;
  /** The latest year its sentences state; else the year the source was read (when it was stated as held). */
  year: number;
  sources: Source[];
  yearStated: boolean;
}

/** Catalogue kinds that are held as a certificate or label; SBTi counts when its targets are validated. */
const CERTIFICATE_KINDS = new Set(['certification', 'label', 'management-system']);
const isCertification = (code: DetectedCode) =>
  isHeldCodeStatus(code.status) &&
  (CERTIFICATE_KINDS.has(voluntaryCode(code.codeId)?.kind ?? '') || code.codeId === 'sbti');

function pageTexts(input: StepInput) {
  const retrievedAt = websiteRetrievedAt(input);
  return (input.website?.pages ?? []).map((page) => ({
    url: pageRef(page),
    text: page.content,
    retrievedAt,
  }));
}

/**
 * The codes the company's pages state as adopted, with the items of a list under a certifications
 * heading, as the Voluntary Codes section reads them: a list of certificates with no verb is held.
 */
function codesOnPages(input: StepInput): DetectedCode[] {
  return detectCodesInPages(pageTexts(input), {
    items: listedItems(input.documents),
    retrievedAt: websiteRetrievedAt(input),
  });
}

/**
 * A year the certificate is planned for or awaited by ('extension prévue en 2026', 'expected in 2026',
 * 'bis 2027'): not a year it was held in. Its expiry ('valid until 2027') is blanked by withoutExpiry.
 */
const PLANNED_YEAR =
  /(?:planned|expected|scheduled|targeted|due|until|pr[ée]vue?s?|vis[ée]e?s?|attendue?s?|jusqu['’]|d['’]ici|geplant|erwartet|bis|gepland|verwacht|prevista|previsto|fino|hasta)\s+(?:\p{L}+\s+){0,2}(?:19|20)\d\d/giu;

/**
 * The years a sentence gives for the award: from the clause that names the code and the clauses after it
 * ('awarded in 2022; renewed in 2025'), not a clause before it about something else ('since 2025 on green
 * power, six hotels bear the ecolabel') nor its expiry ('valid until 2028').
 */
function awardYears(sentence: string, code: DetectedCode, latestYear: number): number[] {
  const aliases = (voluntaryCode(code.codeId)?.aliases ?? []).map((alias) => foldText(alias.text));
  const clauses = withoutExpiry(sentence)
    .replace(PLANNED_YEAR, ' ')
    .split(/[,;]|\s[–—]\s/u);
  const named = clauses.findIndex((clause) => aliases.some((alias) => foldText(clause).includes(alias)));
  return yearsIn(clauses.slice(Math.max(0, named)).join(', '), latestYear);
}

function certificationOf(code: DetectedCode, latestYear: number): FoundCertification {
  const stated = code.evidence.flatMap((evidence) => awardYears(evidence.sentence, code, latestYear));
  const readYear = Math.max(0, ...code.sources.map((source) => yearOf(source.retrievedAt))) || latestYear;
  const year = stated.length > 0 ? Math.max(...stated) : readYear;
  return { name: code.name, year, sources: code.sources, yearStated: stated.length > 0 };
}

/** Certifications stated as held, from the company's pages and from cited research sentences. */
export function findCertifications(input: StepInput): FoundCertification[] {
  const latestYear = yearOf(input.today);
  const fromPages = codesOnPages(input).filter(isCertification);
  const fromResearch = researchAnswers(input.web).flatMap((answer) =>
    citedSentences(answer).flatMap((sentence) =>
      detectCodes(sentence.text, sentence.sources[0]!.url, { retrievedAt: sentence.sources[0]!.retrievedAt })
        .filter(isCertification)
        // The sentence cites all its sources, not only the first the detector was told about.
        .map((code) => ({ ...code, sources: sentence.sources.map((s) => ({ ...s })) })),
    ),
  );
  const merged = new Map<string, FoundCertification>();
  for (const code of [...fromPages, ...fromResearch]) {
    const found = certificationOf(code, latestYear);
    const kept = merged.get(code.codeId);
    if (!kept) merged.set(code.codeId, found);
    else {
      kept.sources = uniqueSources([...kept.sources, ...found.sources]);
      if (found.yearStated && (!kept.yearStated || found.year > kept.year)) {
        kept.year = found.year;
        kept.yearStated = true;
      }
    }
  }
  return [...merged.values()].slice(0, 20);
}

const REPORT_TITLE =
  /(?:sustainab\w*|\besg\b|\bcsr\b|impact|responsib\w*|non-financial|integrated)[\s_/-]+(?:and[\s_-]+\w+[\s_-]+)?report|report[\s_/-]+(?:on[\s_-]+)?(?:sustainab|esg|impact|csr)/i;
const REPORT_IN_TEXT =
  /\b(?:sustainability|ESG|impact|CSR|non-financial|integrated)\s+report\s+((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s+(?:sustainability|ESG|impact|CSR|non-financial|integrated)\s+report\b/i;
const FUTURE = /\b(?:will|plan\w*|aim\w*|intend\w*|first .* next year|upcoming|forthcoming)\b/i;

function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The reports the company's site links to that were fetched and read (a PDF or Word document is only
 * followed when its link or address names a sustainability, ESG, CSR or annual report, in six
 * languages): the report itself, cited by its own title rather than the page announcing it.
 */
function linkedReports(input: StepInput): { title: string; source: Source }[] {
  const retrievedAt = websiteRetrievedAt(input);
  return input.documents.flatMap((document) => {
    if (document.kind === 'html' || !document.url || document.documentId) return [];
    const title = clip(document.title?.trim() || titleFromUrl(document.url), 120);
    return [{ title, source: { kind: 'document' as const, url: document.url, title, retrievedAt } }];
  });
}

/**
 * The company's published sustainability/ESG reports: the reports its site links to, then pages of
 * the site that are, or name, one.
 */
export function reportPages(input: StepInput): { title: string; source: Source }[] {
  return [...linkedReports(input), ...pagesNamingReports(input)];
}

function pagesNamingReports(input: StepInput): { title: string; source: Source }[] {
  const latestYear = yearOf(input.today);
  const retrievedAt = websiteRetrievedAt(input);
  return (input.website?.pages ?? []).flatMap((page) => {
    const address = isUploadedDocumentPage(page) ? '' : readableUrl(page.url);
    if (REPORT_TITLE.test(`${address} ${page.title}`))
      return [{ title: clip(page.title || pageRef(page), 120), source: pageSource(page, retrievedAt) }];
    const sentence = sentencesOf(page.content).find((s) => {
      const match = REPORT_IN_TEXT.exec(s);
      const year = Number(match?.[1] ?? match?.[2] ?? 0);
      return match !== null && year <= latestYear && !FUTURE.test(s);
    });
    return sentence
      ? [
          {
            title: clip(page.title || pageRef(page), 120),
            source: pageSource(page, retrievedAt, sentence),
          },
        ]
      : [];
  });
}

/** The disclosure terms of the credibility score, all from the company's own site. */
export function disclosureEvidence(
  input: StepInput,
  counted: { ratings: { agency: string }[] },
): CredibilityEvidence['disclosure'] & { sources: Source[] } {
  const retrievedAt = websiteRetrievedAt(input);
  const pages = input.website?.pages ?? [];
  // Counted as the Reported Metrics section reads them (tables, linked reports, uploads), so the two
  // never disagree; page text is the fallback for a context read before documents were kept.
  const metricKeys = new Set(
    input.documents.length > 0
      ? reportedMetricsFromDocuments(input.documents, input.website, retrievedAt).map(
          (metric) => `${metric.name.trim().toLowerCase()}|${metric.year}`,
        )
      : pages.flatMap((page) =>
          extractMetrics(page.content, pageRef(page), { retrievedAt }).map(
            (metric) => `${metric.name}|${metric.year}`,
          ),
        ),
  );
  const ratedAgencies = counted.ratings.map((rating) => foldText(rating.agency));
  // Codes held that are neither certificates (counted above) nor an agency already counted by its grade.
  const codes = codesOnPages(input).filter((code) => {
    if (!isHeldCodeStatus(code.status) || isCertification(code)) return false;
    if (voluntaryCode(code.codeId)?.kind !== 'rating') return true;
    return !ratedAgencies.some((agency) => foldText(code.name).includes(agency.split(' ')[0] ?? agency));
  });
  const reports = reportPages(input);
  return {
    websiteRead: input.website !== undefined,
    reportPages: reports.map((report) => report.title),
    metricCount: metricKeys.size,
    codes: codes.map((code) => code.name),
    sources: uniqueSources(reports.map((report) => report.source)),
  };
}
