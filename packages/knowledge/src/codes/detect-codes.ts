import { isHeldCodeStatus, type Source } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { adoptionStatus, type AdoptionStatus } from './adoption-status.js';
import { expandIsoSeries } from './iso-series.js';
import { confirmsAmbiguous, findAliases, namesCodeUnambiguously } from './alias-matcher.js';
import { VOLUNTARY_CODES } from './catalogue.js';
import { heldStatusOf } from './held-status.js';
import { maskAddresses, splitSentences } from './sentences.js';
import type { DetectedCode, VoluntaryCode } from './types.js';
import { listedStatus, type ListedItem } from './code-lists.js';
import { validUntilFrom } from './valid-until.js';

export interface PageText {
  url: string;
  text: string;
  /** YYYY-MM-DD the page was read; defaults to today. */
  retrievedAt?: string;
}

interface Finding {
  code: VoluntaryCode;
  status: AdoptionStatus;
  sentence: string;
  url: string;
  retrievedAt: string;
  /** Only when the sentence names this one code: a date next to two codes belongs to neither for sure. */
  validUntil: string | null;
}

/** Evidence kept per code; the contracts allow 30 sources, five sentences say enough. */
const MAX_EVIDENCE = 5;
const STATUS_RANK: Record<AdoptionStatus, number> = { Certified: 2, 'In process': 1 };

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The line of a multi-line 'sentence' that names the code: list items on lines of their own ('ISO
 * 45001 for occupational health and safety') have no full stop and read as one sentence with the
 * lines around them, but each is its own statement. A line that continues a wrapped sentence (it
 * starts in lower case) is not one; the whole sentence stays the quote when no single line names it.
 */
function lineNaming(sentence: string, lines: readonly string[], code: VoluntaryCode): string | undefined {
  const own = lines.filter((line) => line.length < sentence.length && sentence.includes(line));
  // A line starting in lower case continues the one before: the text is wrapped, not a list.
  if (own.length < 2 || !own.every((line) => /^[\p{Lu}\p{N}]/u.test(line))) return undefined;
  return own.find((line) => findAliases(maskAddresses(line), code).length > 0);
}

/** A sentence about 'the certificate' itself: 'Certificat n° …', 'The certificate is valid until …'. */
const CERTIFICATE_SENTENCE =
  /^(?:(?:the|this|our|le|ce|notre|das|dieses|unser|il|questo|el|este|nuestro|het|dit|ons)\s+)?(?:certificat|certificate|zertifikat|certificato|certificado|certificaat|certifikat|certyfikat)(?!\p{L})/iu;

/**
 * A heading that names a code (a card's 'Lean & Green' over 'We joined in 2021.') is the subject of the
 * text below it; any other heading, and every table row, stands apart from the next sentence.
 */
const namesCode = (heading: string) => VOLUNTARY_CODES.some((code) => findAliases(heading, code).length > 0);

/** Membership words: belonging to a scheme, which for a validation scheme is not having targets validated. */
const MEMBERSHIP_WORDS =
  /(?<!\p{L})(?:members?|membership|Mitglied\p{L}*|lid|leden|membres?|miembros?|membr[oi]|soci[oa])(?!\p{L})/iu;
/** Words that the targets themselves were set, committed to or validated. */
const TARGET_WORDS =
  /(?<!\p{L})(?:valid\p{L}*|gevalideerd|approv\p{L}*|genehmigt|goedgekeurd|commit\p{L}*|verpflichtet|targets?|Ziele?|doelen|doelstelling\p{L}*|objectifs?|objetivos?|obiettivi)(?!\p{L})/iu;

/**
 * 'Wir sind Mitglied in der Science Based Targets initiative': the SBTi has no members whose targets
 * it has thereby validated; a membership sentence that names no targets holds no validation scheme.
 */
function onlyMembershipOfValidation(sentence: string, code: VoluntaryCode): boolean {
  if (heldStatusOf(code) !== 'Validated') return false;
  const outsideName = findAliases(sentence, code).reduce(
    (text, match) => text.slice(0, match.start) + ' '.repeat(match.end - match.start) + text.slice(match.end),
    sentence,
  );
  return MEMBERSHIP_WORDS.test(outsideName) && !TARGET_WORDS.test(outsideName);
}

function findingsOnPage(page: PageText): Finding[] {
  const retrievedAt = page.retrievedAt ?? today();
  const lines = page.text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const maskedPage = maskAddresses(page.text);
  const namedOnPage = new Map(
    VOLUNTARY_CODES.map((code) => [code.id, namesCodeUnambiguously(maskedPage, code)]),
  );
  const findings: Finding[] = [];
  // The one code the sentence before claimed, whose certificate the next sentence may date.
  let claimedBefore: Finding | undefined;
  for (const sentence of splitSentences(page.text, namesCode)) {
    const masked = expandIsoSeries(maskAddresses(sentence));
    const sole = claimedBefore;
    claimedBefore = undefined;
    const inSentence: Finding[] = [];
    for (const code of VOLUNTARY_CODES) {
      let best: AdoptionStatus | null = null;
      for (const match of findAliases(masked, code)) {
        if (match.alias.ambiguous && !confirmsAmbiguous(masked, code, namedOnPage.get(code.id) ?? false))
          continue;
        if (code.everydayBefore?.test(masked.slice(Math.max(0, match.start - 80), match.start))) continue;
        const status = adoptionStatus(masked, match.start, match.end);
        if (status === 'Certified' && onlyMembershipOfValidation(masked, code)) continue;
        if (status && (!best || STATUS_RANK[status] > STATUS_RANK[best])) best = status;
      }
      if (!best) continue;
      const line = lineNaming(sentence, lines, code);
      inSentence.push({
        code,
        status: best,
        sentence: line ?? sentence,
        url: page.url,
        retrievedAt,
        // A date on the item's own line is that item's.
        validUntil: line ? validUntilFrom(line) : null,
      });
    }
    const namedCodes = VOLUNTARY_CODES.filter((code) => findAliases(masked, code).length > 0);
    if (inSentence.length === 1 && namedCodes.length === 1 && inSentence[0] && !inSentence[0].validUntil) {
      inSentence[0].validUntil = validUntilFrom(sentence);
    }
    if (inSentence.length === 1 && namedCodes.length === 1) claimedBefore = inSentence[0];
    // 'ISO 22716 (Lyon) ; ISO 14001 (Lyon), certificat valable jusqu'au 14 mars 2027 ; B Corp': in a
    // list of certificates split by semicolons, a date belongs to the one code its own item names.
    if (namedCodes.length > 1) {
      for (const item of masked.split(';')) {
        const named = VOLUNTARY_CODES.filter((code) => findAliases(item, code).length > 0);
        const finding = named.length === 1 && inSentence.find((f) => f.code === named[0]);
        if (finding && !finding.validUntil) finding.validUntil = validUntilFrom(item);
      }
    }
    // 'Certifié ISO 14001. Certificat n° FR-2231, valable jusqu'au 30 juin 2027.': a sentence about
    // the certificate that names no code dates the one the sentence before claimed.
    if (sole && !sole.validUntil && namedCodes.length === 0 && CERTIFICATE_SENTENCE.test(sentence.trim())) {
      sole.validUntil = validUntilFrom(sentence);
    }
    findings.push(...inSentence);
  }
  return findings;
}

/** Codes the items of a certification list name, each item its own sentence. */
function findingsInLists(items: readonly ListedItem[], retrievedAt: string): Finding[] {
  return items.flatMap((item) =>
    VOLUNTARY_CODES.flatMap((code): Finding[] => {
      const status = listedStatus(item, code);
      if (!status) return [];
      const validUntil = validUntilFrom(item.text);
      return [{ code, status, sentence: item.text, url: item.url, retrievedAt, validUntil }];
    }),
  );
}

function toDetectedCode(code: VoluntaryCode, findings: Finding[]): DetectedCode {
  const [first] = findings;
  const quote = clip(first?.sentence ?? '', 600);
  const sources: Source[] = findings.map((f) => ({
    url: f.url,
    title: clip(`“${f.sentence}”`, 300),
    retrievedAt: f.retrievedAt,
  }));
  return {
    codeId: code.id,
    name: code.name,
    category: code.category,
    // Detection tells held from pursued; what 'held' is called depends on the code.
    status: first?.status === 'Certified' ? heldStatusOf(code) : 'In process',
    description: clip(`${code.description} The company's own page states: “${quote}”`, 2000),
    validUntil: findings.find((f) => f.validUntil)?.validUntil ?? null,
    sources,
    evidence: findings.map((f) => ({ sentence: f.sentence, url: f.url })),
    method: 'extraction',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}

/**
 * Voluntary codes and certifications the company's own pages name as held (the code's held status:
 * 'Certified', 'Member', 'Participant', 'Rated' or 'Validated') or pursued ('In process'), one item per code: the strongest status found wins, and the sentences stating it
 * (with their page) are the sources. Mentions without adoption wording are not codes adopted.
 */
export function detectCodesInPages(
  pages: PageText[],
  lists: { items: readonly ListedItem[]; retrievedAt: string } = { items: [], retrievedAt: today() },
): DetectedCode[] {
  const byCode = new Map<string, Finding[]>();
  const findings = [...pages.flatMap(findingsOnPage), ...findingsInLists(lists.items, lists.retrievedAt)];
  for (const finding of findings) {
    const kept = byCode.get(finding.code.id) ?? [];
    const keptStatus = kept[0]?.status;
    if (!keptStatus || STATUS_RANK[finding.status] > STATUS_RANK[keptStatus])
      byCode.set(finding.code.id, [finding]);
    // A list item under a certifications heading is also a line of its page's text: one source, not two.
    else if (
      finding.status === keptStatus &&
      kept.length < MAX_EVIDENCE &&
      !kept.some((same) => same.url === finding.url && same.sentence === finding.sentence)
    )
      kept.push(finding);
  }
  return VOLUNTARY_CODES.filter((code) => byCode.has(code.id))
    .map((code) => toDetectedCode(code, byCode.get(code.id) ?? []))
    .toSorted((a, b) => Number(isHeldCodeStatus(b.status)) - Number(isHeldCodeStatus(a.status)));
}

/** detectCodesInPages for one page of the company's own text. */
export function detectCodes(
  text: string,
  url: string,
  options: { retrievedAt?: string } = {},
): DetectedCode[] {
  return detectCodesInPages([{ url, text, ...options }]);
}
