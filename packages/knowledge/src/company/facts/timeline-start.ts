import { splitLines } from '../../extraction/sentences.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The first year of the company's history timeline, when no page says when it was founded: under a
 * heading such as 'Our history', 'Unternehmensgeschichte', 'Notre histoire' or 'La nostra storia'
 * (or anywhere on a history page), at least three entries that each open with a year ('1978 – Tom
 * Holt opens a workshop in Leeds', '1985: first export'). The earliest is where the company began. A
 * page of milestones that is not about the company's history (a sustainability roadmap) has no such
 * heading, and a timeline of fewer entries is too short to tell.
 */
const HISTORY_HEADING =
  /^(?:(?:our|the company['’]s|company)\s+)?(?:history|story|heritage|timeline|milestones|journey)$|^key dates$|^(?:unsere\s+)?(?:Unternehmens)?(?:geschichte|historie|chronik|meilensteine)$|^(?:notre\s+|nos\s+)?(?:histoire|historique|chronologie|jalons|dates clés|grandes dates|grandes étapes)$|^(?:les\s+)?(?:grandes dates|grandes étapes|dates clés)$|^(?:onze\s+)?(?:geschiedenis|historie|tijdlijn|mijlpalen)$|^(?:nuestra\s+|nuestros\s+)?(?:historia|trayectoria|hitos)$|^(?:la\s+nostra\s+|le\s+(?:nostre\s+)?)?(?:storia|cronologia|tappe)$/iu;
/** A sustainability page's milestones (first report, first certificate) are not the company's history. */
const SUSTAINABILITY_PAGE =
  /sustainab|nachhaltig|duurzaam|durabilit|sostenib|\besg\b|\bcsr\b|\brse\b|klima|climat|environment|umwelt/i;
const HISTORY_PAGE = /histor|geschichte|chronik|geschiedenis|storia|story|heritage|timeline|tijdlijn/i;
const NOT_A_BEGINNING =
  /\b(?:ISO|EMAS|B Corp|certif\w*|zertifi\w*|report\w*|bericht\w*|rapport\w*|verslag|sustainab\w*|nachhaltig\w*|durab\w*|duurzaam\w*|sostenib\w*|carbon|CO2|emission\w*|footprint|solar|climate|Klima\w*|climat\w*)\b/iu;
const ENTRY = /^((?:18|19|20)\d{2})(?:$|\s*[:–—-]\s*\S|\s+\S)/u;
const MIN_ENTRIES = 3;

function timelineYears(page: FactPage, thisYear: number): { year: number; line: string }[] {
  if (SUSTAINABILITY_PAGE.test(page.url)) return [];
  const lines = splitLines(page.text);
  const onHistoryPage = HISTORY_PAGE.test(page.url);
  let underHistory = false;
  const entries: { year: number; line: string }[] = [];
  for (const line of lines) {
    const entry = ENTRY.exec(line.text);
    if (entry) {
      if (underHistory || onHistoryPage) entries.push({ year: Number(entry[1]), line: line.text });
      continue;
    }
    if (line.isHeading) underHistory = HISTORY_HEADING.test(line.text.trim());
  }
  return entries.filter((entry) => entry.year <= thisYear);
}

export function timelineStartStatements(
  pages: readonly FactPage[],
  thisYear: number,
): FactStatement<number>[] {
  for (const page of pages) {
    const entries = timelineYears(page, thisYear);
    if (entries.length < MIN_ENTRIES) continue;
    const first = entries.reduce((earliest, entry) => (entry.year < earliest.year ? entry : earliest));
    // 'Milestones' that start with a first report or certificate are a sustainability record.
    if (NOT_A_BEGINNING.test(first.line)) continue;
    return [{ value: first.year, quote: first.line, url: page.url, locator: 'sentence' }];
  }
  return [];
}
