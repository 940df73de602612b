import { found, keep, type Findings } from './finding.js';
import {
  sentencesOf,
  statedForAnotherYear,
  yearsOfStatement,
  type CiteSentence,
  type Page,
} from './none-statements.js';

/**
 * B10's share of employees covered by collective bargaining agreements, from a sentence saying every
 * employee is: 'Alle medewerkers vallen onder de cao Beroepsgoederenvervoer', 'All our employees are
 * covered by a collective agreement', 'Tutti i dipendenti sono coperti dal CCNL', 'Alle Beschäftigten
 * arbeiten nach Tarifvertrag'. That is 100%, quoted. 'Almost all', 'most', 'not all', an aim, and the
 * workers of suppliers answer nothing; a stated share is read with the other metrics. The year rules
 * are none-statements': the sentence's own year, else its report's one year.
 */
const EVERY_EMPLOYEE =
  /(?<!\p{L}|(?:almost|nearly|not|nicht|niet|bijna|presque|quasi|casi|pas)\s)(?:all (?:of )?(?:our |its )?(?:employees|staff|workers|people)|every employee|alle (?:onze )?(?:medewerkers|werknemers)|alle (?:unsere[nr]? )?(?:Beschäftigten|Mitarbeite(?:nde|r(?:innen)?)|Arbeitnehmer)|tous (?:nos |les )?(?:salariés|collaborateurs|employés)|l['’]ensemble (?:de nos|des) (?:salariés|collaborateurs)|tutt[ie] (?:i |le )?(?:nostr[ie] )?(?:dipendenti|collaboratori|lavoratori)|tod[oa]s (?:nuestr[oa]s |l[oa]s )?(?:emplead[oa]s|trabajador[ae]s|plantilla)|toda (?:la|nuestra) plantilla)(?!\p{L})/iu;
const COLLECTIVE_AGREEMENT =
  /(?<!\p{L})(?:collective (?:bargaining |labou?r )?agreements?|cao(?:-\p{L}+)?|collectieve arbeidsovereenkomst\p{L}*|Tarifvertr(?:ag|äge)\p{L}*|Tarifbindung|convention collective|conventions collectives|CCNL|contratt[oi] collettiv[oi](?: nazional[ei])?|convenios? colectivos?)(?!\p{L})/iu;
/** Covered by: 'covered by', 'vallen onder', 'unterliegen', 'relèvent de', 'coperti da', 'cubiertos por', 'arbeiten nach'. */
const COVERED =
  /(?<!\p{L})(?:covered by|subject to|under|vallen onder|valt onder|unterliegen|arbeiten nach|fallen unter|tarifgebunden|relèvent de|relève de|couverts? par|soumis à|coperti (?:da|dal|dai|dalla)|applicat[oi]|cubiert[oa]s por|acogid[oa]s a)(?!\p{L})/iu;
const NOT_NOW =
  /(?<!\p{L})(?:aim\w*|goal|target|plan\w*|will|by 20\d\d|suppliers?|Lieferant\p{L}*|leverancier\p{L}*|fournisseurs?|fornitor[ei]|proveedores|doel\p{L}*|Ziel\p{L}*|objectif\p{L}*|obiettiv\p{L}*|objetivo\p{L}*)(?!\p{L})/iu;

export function agreementCoverageFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const statements = pages.flatMap((page) =>
    sentencesOf(page)
      .filter(
        (sentence) =>
          EVERY_EMPLOYEE.test(sentence) &&
          COLLECTIVE_AGREEMENT.test(sentence) &&
          COVERED.test(sentence) &&
          !NOT_NOW.test(sentence),
      )
      .map((sentence) => ({ page, sentence, years: yearsOfStatement(page, sentence) })),
  );
  const datapoint = 'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements';
  const forPeriod = statements.find((statement) => statement.years.includes(periodYear));
  if (forPeriod) {
    keep(
      findings,
      found(datapoint, 100, {
        unit: '%',
        sources: [cite(forPeriod.page, forPeriod.sentence)],
        periodYear,
        method: {
          kind: 'company-fact',
          description: `The company's own statement that every employee is covered: “${forPeriod.sentence}”`,
        },
      }),
    );
    return;
  }
  const other = statements[0];
  if (other) keep(findings, statedForAnotherYear(datapoint, other, periodYear));
}
