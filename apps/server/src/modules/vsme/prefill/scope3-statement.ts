import { found, keep, missingWithNote, type Findings } from './finding.js';
import { sentencesOf, type CiteSentence, type Page } from './none-statements.js';

/**
 * 'Todavía no calculamos nuestras emisiones de alcance 3', 'We have not yet calculated our Scope 3
 * emissions', 'Scope-3-Emissionen erfassen wir noch nicht': B3 asks whether the undertaking discloses
 * Scope 3, and a company that says it does not yet calculate them answers no. A plan for a later year in
 * the same sentence ('we will from our 2025 data') does not make it a statement about that year.
 */
const SCOPE_3 = /\b(?:scope|alcance|[áa]mbito|p[ée]rim[èe]tre)[\s-]*3\b/iu;
const NOT_YET =
  /\b(?:not\s+yet|(?:do|does|did|have|has)\s+not\s+(?:yet\s+)?(?:calculat|measur|quantif|report|disclos)\w*|(?:is|are)\s+not\s+(?:yet\s+)?(?:calculated|measured|quantified|reported)|noch\s+nicht|(?:ne|n['’])\s*\p{L}+\s+pas\s+(?:encore\s+)?|pas\s+encore|todav[íi]a\s+no|a[úu]n\s+no|no\s+(?:calculamos|medimos|reportamos)|non\s+(?:ancora|calcoliamo|misuriamo|rendicontiamo)|nog\s+niet|niet\s+berekend)/iu;
/** A share or a figure of Scope 3 stated in the sentence is a disclosure, whatever else it says. */
const A_FIGURE = /\d[\d.,\s]*\s*(?:t\b|tco2|tonnes?|toneladas|tonnellate|%)/iu;

const yearsIn = (text: string) => [...text.matchAll(/\b20\d{2}\b/g)].map((match) => Number(match[0]));

export function scope3StatementFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const current = findings.get('DisclosesScope3Emissions');
  if (current && current.status !== 'missing') return;
  const statements = pages.flatMap((page) =>
    sentencesOf(page)
      .filter((sentence) => SCOPE_3.test(sentence) && NOT_YET.test(sentence) && !A_FIGURE.test(sentence))
      .map((sentence) => {
        // Years up to the period say when the statement holds; later ones are plans.
        const stated = yearsIn(sentence).filter((year) => year <= periodYear);
        const titled = page.kind === 'document' ? yearsIn(page.title ?? '') : [];
        return { page, sentence, years: stated.length > 0 ? stated : titled.length === 1 ? titled : [] };
      }),
  );
  const forPeriod = statements.find((statement) => statement.years.includes(periodYear));
  if (forPeriod) {
    keep(
      findings,
      found('DisclosesScope3Emissions', false, {
        sources: [cite(forPeriod.page, forPeriod.sentence)],
        periodYear,
        method: {
          kind: 'company-fact',
          description: `The company says it does not yet calculate its Scope 3 emissions: “${forPeriod.sentence}”`,
        },
      }),
    );
    return;
  }
  const other = statements[0];
  if (!other) return;
  keep(
    findings,
    missingWithNote(
      'DisclosesScope3Emissions',
      `Not stated for ${periodYear}. The company says it does not yet calculate Scope 3, ${other.years.length > 0 ? `for ${other.years.join(', ')}` : 'without a year'}: “${other.sentence}” (${other.page.url}).`,
      periodYear,
    ),
  );
}
