import { type InitiativeStatus, rowLocator, type StructuredDocument, type TableRow } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { initiativeCategory } from './initiative-category.js';
import { quoteOf, shortQuote } from './sentences.js';
import type { InitiativeCandidate } from './types.js';

/**
 * A table of the company's measures, one per row with its year and where it stands ('Maßnahme | Jahr |
 * Status', 'Medida | Año | Estado'): each row is an initiative, and its status cell says whether it is
 * done, running or planned. The table's headings are the sign: a measure column beside a status or year
 * column. A row whose year is still to come, with no status, is planned.
 */
const MEASURE_COLUMN =
  /^(?:our\s+)?(?:measures?|actions?|initiatives?|projects?|ma(?:ß|ss)nahmen?|projekte?|mesures?|projets?|medidas?|acciones|acci[óo]n|proyectos?|azion[ei]|misur[ae]|interventi|intervento|progett[oi]|maatregel(?:en)?|acties?|projecten|dzia[łl]ani[ae]|dzia[łl]a[ńn]|inicjatyw[ay]?)$/iu;
const STATUS_COLUMN = /^(?:status|stand|state|stage|statut|[ée]tat|estado|stato|stan|fase|phase)$/iu;
const YEAR_COLUMN = /^(?:year|since|jahr|seit|ann[ée]e|depuis|a[ñn]o|desde|anno|dal|jaar|sinds|rok|od)$/iu;
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

const PLANNED =
  /(?<!\p{L})(?:planned|planning|to come|upcoming|geplant|in planung|vorgesehen|pr[ée]vue?s?|[àa] venir|en projet|previst[oa]s?|en proyecto|pianificat[oa]|in programma|gepland|in voorbereiding|planowan\p{L}*|w przygotowaniu)(?!\p{L})/iu;
const COMPLETED =
  /(?<!\p{L})(?:completed?|done|finished|implemented|umgesetzt|abgeschlossen|erledigt|realisiert|r[ée]alis[ée]e?|termin[ée]e?|achev[ée]e?|completad[oa]|finalizad[oa]|realizad[oa]|realizzat[oa]|completat[oa]|concluso|conclusa|gerealiseerd|afgerond|uitgevoerd|zrealizowan\p{L}*|zako[ńn]czon\p{L}*|wdro[żz]on\p{L}*)(?!\p{L})/iu;

/**
 * A measure's name: two words or more, or one compound that names a measure on its own
 * ('Druckluft-Leckagemanagement', 'Wärmerückgewinnung', 'Dachbegrünung'); not a total's row.
 */
const TOTAL_ROW = /^(?:total|totals|summe|gesamt|insgesamt|somme|totale|totaal|suma|razem)$/iu;
function namesAMeasure(title: string): boolean {
  const words = title.split(/\s+/u).filter(Boolean);
  if (words.length >= 2) return true;
  const word = words[0] ?? '';
  return !TOTAL_ROW.test(word) && (/\p{L}{3,}-\p{L}{3,}/u.test(word) || /^\p{L}{12,}$/u.test(word));
}

const cellTexts = (row: TableRow): string[] => row.cells.map((cell) => cell.text.trim());

function statusOf(
  status: string | undefined,
  year: number | undefined,
  currentYear: number,
): InitiativeStatus {
  if (status && PLANNED.test(status)) return 'planned';
  if (status && COMPLETED.test(status)) return 'completed';
  if (!status && year !== undefined && year > currentYear) return 'planned';
  return 'active';
}

/** The initiatives a table of measures lists, each row with its status. */
export function measureTableCandidates(
  document: StructuredDocument,
  retrievedAt: string,
): InitiativeCandidate[] {
  const url = document.url!;
  const currentYear = Number(retrievedAt.slice(0, 4));
  const candidates: InitiativeCandidate[] = [];
  document.blocks.forEach((block) => {
    if (block.type !== 'table' || block.rows.length < 2) return;
    const header = cellTexts(block.rows[0]!);
    const measure = header.findIndex((text) => MEASURE_COLUMN.test(text));
    const status = header.findIndex((text) => STATUS_COLUMN.test(text));
    const yearColumn = header.findIndex((text) => YEAR_COLUMN.test(text));
    if (measure < 0 || (status < 0 && yearColumn < 0)) return;
    block.rows.slice(1).forEach((row, index) => {
      const cells = cellTexts(row);
      const title = cells[measure] ?? '';
      if (!namesAMeasure(title) || row.cells[measure]?.header) return;
      const yearText = yearColumn >= 0 ? cells[yearColumn] : undefined;
      const year = yearText ? Number(YEAR.exec(yearText)?.[0]) || undefined : undefined;
      const statusText = status >= 0 ? cells[status] || undefined : undefined;
      const description = [title, yearText, statusText].filter(Boolean).join(' – ');
      const quote = quoteOf(cells.filter(Boolean).join(' | '));
      candidates.push({
        title: shortQuote(title),
        description,
        category: initiativeCategory(title),
        status: statusOf(statusText, year, currentYear),
        sourceUrl: url,
        quote,
        url,
        sources: [
          {
            url,
            title: shortQuote(title),
            retrievedAt,
            locator: rowLocator(document, block, index + 1),
            quote,
          },
        ],
        method: 'extraction',
        knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
      });
    });
  });
  return candidates;
}
