import type { StructuredDocument } from '@impact/contracts';
import { readKeyFigure } from './key-figure-table.js';
import { readNumber } from './numbers.js';
import { namesAnotherParty } from './own-statement.js';
import type { FactStatement, HeadcountValue } from './types.js';

/**
 * The headcount of a key-figures table or of key-figure tiles on the company's own pages and reports:
 * the row, column or tile labelled 'Employees', 'Mitarbeitende', 'Medewerkers', 'Collaborateurs',
 * 'Dipendenti', 'Empleados' (a head count or FTEs), in the latest year. A group's, parent's or
 * average's row is not the company's headcount; neither is a rate or a change.
 */
const HEADCOUNT_HEADING =
  /^(?:(?:total\s+)?(?:number\s+of\s+)?(?:employees|headcount|workforce|staff|FTEs?|people)|(?:aantal\s+)?(?:medewerkers|werknemers)|Mitarbeit(?:ende|er(?:innen)?)|Beschäftigte|(?:nombre\s+de\s+)?(?:collaborat(?:eurs|rices)|salariés|employés)|effectifs?|dipendenti|(?:numero\s+di\s+)?dipendenti|organico|(?:número\s+de\s+)?empleados|plantilla|(?:antal(?:et)?\s+)?(?:anställda|medarbetare))\b/iu;
const NOT_HEADCOUNT =
  /%|\b(?:rate|turnover|per\b|change|growth|average|gemiddeld|Durchschnitt|moyen|medi[oa]|women|female|trained|training|injur|accident|hours)\b|\b(?:group|Konzern|groupe|gruppo|grupo|koncern\w*|kvinnor)\b/iu;

const isHeadcountHeading = (heading: string) =>
  HEADCOUNT_HEADING.test(heading) && !NOT_HEADCOUNT.test(heading) && !namesAnotherParty(heading);

export function headcountTableStatements(
  documents: readonly StructuredDocument[],
  thisYear: number,
): FactStatement<HeadcountValue>[] {
  const statements: FactStatement<HeadcountValue>[] = [];
  for (const document of documents) {
    if (!document.url) continue;
    for (const block of document.blocks) {
      if (block.type !== 'table') continue;
      const reading = readKeyFigure(block, isHeadcountHeading, thisYear);
      const count = reading && readNumber(reading.value.replace(/[^\d.,\s\u00a0\u202f]/g, '').trim());
      if (!reading || count === undefined || !Number.isInteger(count) || count <= 0) continue;
      statements.push({
        value: { count },
        quote: `${reading.heading} ${reading.value}`,
        url: document.url,
        ...(reading.year ? { year: reading.year } : {}),
        locator: 'key figure',
      });
    }
  }
  return statements;
}
