import { found, keep, type Findings } from './finding.js';
import { sentencesOf, type CiteSentence, type Page } from './none-statements.js';

/**
 * B10 42(a) asks whether the employees are paid at least the minimum wage set by national law or a
 * collective agreement. The catalogue has no datapoint of its own for a living wage; a living wage is
 * set above what a worker needs to live on, at or over the legal minimum (the UK's 'National Living
 * Wage' is that minimum), so a sentence of the company's own pages that says all its employees are
 * paid at least a living wage, or at least the minimum wage, answers yes, quoted. Only a statement of
 * every employee, in place, answers: 'we are working towards paying the living wage', 'most of our
 * staff', 'not all' or a supplier's workers do not. A no is never read from the pages: a company that
 * says nothing may still pay the minimum.
 */

/** All of the company's own employees ('all our employees', 'tutti i dipendenti', 'alle Mitarbeitenden'). */
const ALL_EMPLOYEES =
  /(?<!\p{L})(?:(?:all|every|each)(?: (?:of )?(?:our|the))? (?:employees?|staff|colleagues|team members|workers|people)|(?:our )?entire (?:workforce|staff)|everyone (?:who works|working) (?:for|at|with) us|tutt[ie] (?:i |le )?(?:(?:nostr[ie]|propri) )?(?:dipendenti|collaboratori|collaboratrici|lavoratori|lavoratrici|persone)|(?:l['’]intero|tutto il) (?:personale|organico)|tou(?:s|tes) (?:nos|les) (?:salarié(?:e)?s|collaborat(?:eur|rice)s|employé(?:e)?s)|l['’](?:ensemble|intégralité) (?:de nos|des) (?:salarié(?:e)?s|collaborat(?:eur|rice)s)|tod[oa]s (?:l[oa]s |nuestr[oa]s )?(?:emplead[oa]s|trabajador(?:es|as)|colaborador(?:es|as))|toda (?:la|nuestra) plantilla|alle (?:unsere[n]? )?(?:Mitarbeitende[n]?|Mitarbeiter(?:innen)?|Beschäftigten|Angestellten)|al(?:le)? (?:onze |de )?(?:medewerkers|werknemers))(?!\p{L})/iu;

/** A floor the pay is at or over: 'at least', 'above', 'no less than', 'pari o superiore'. */
const AT_LEAST =
  /(?<!\p{L})(?:at least|above|over|more than|no less than|not less than|equal to or (?:above|higher than)|at or above|almeno|superiore|superiori|sopra|oltre|al di sopra|non inferiore|au moins|au-dessus|supérieur|supérieure|supérieurs|al menos|por encima|superior(?:es)?|como mínimo|mindestens|über|oberhalb|nicht unter|minimaal|ten minste|tenminste|boven|meer dan)(?!\p{L})/iu;

/** A wage floor: a living wage, or the minimum wage the law or a collective agreement sets. */
const WAGE_FLOOR =
  /(?<!\p{L})(?:(?:real |national )?living wages?|minimum wages?|(?:statutory|legal|national) minimum(?: wage)?|(?:salario|retribuzione|stipendio) (?:dignitoso|minimo|di sussistenza)|minimi (?:contrattuali|retributivi|tabellari)|salaire (?:décent|vital|minimum)|smic|minima conventionnels|salario (?:digno|mínimo|vital)|smi|existenzsichernde[nm]? (?:Lohn|Löhnen|Gehalt)|Living Wage|(?:gesetzliche[nm]? )?Mindestlohn|Tariflohn|leefbaar loon|(?:wettelijk )?minimumloon|cao-loon)(?!\p{L})/iu;

/** An aim, a plan or a part: not a statement that every employee is paid so today. */
const NOT_YES =
  /(?<!\p{L})(?:working towards?|work towards|aim(?:s|ing)? to|strive|striving|plan(?:s|ned)? to|will (?:pay|be|ensure|introduce)|intend|commit(?:ted)? to (?:paying|becoming)|by 20\d\d|goal|target|ambition|not all|almost all|nearly all|most of|majority|except|apart from|suppliers?|contractors?|supply chain|fornitori|lavoriamo per|puntiamo a|entro il|obiettivo|non tutti|quasi tutti|la maggior parte|visons|viser|objectif|d['’]ici|pas tous|la plupart|fournisseurs|trabajamos para|objetivo|no todos|casi todos|la mayoría|proveedores|streben|anstreben|Ziel|bis 20\d\d|nicht alle|fast alle|die meisten|Lieferanten|streven|doel|niet alle|bijna alle|de meeste|leveranciers|not|no|non|nicht|kein\w*|ne|n['’]|niet|geen)(?!\p{L})/iu;

/** Paid at least a living wage or the minimum wage, stated of every employee. */
export function paysAtLeastAWageFloor(sentence: string): boolean {
  const floor = WAGE_FLOOR.exec(sentence);
  // The floor follows the 'at least' ('at least the living wage', 'superiore al salario dignitoso').
  const atLeast = AT_LEAST.exec(sentence);
  if (!floor || !atLeast || atLeast.index > floor.index || !ALL_EMPLOYEES.test(sentence)) return false;
  // 'No less than', 'non inferiore' say at least: the negation is the floor's own.
  return !NOT_YES.test(sentence.replace(AT_LEAST, ' '));
}

export function minimumWageFindings(pages: readonly Page[], cite: CiteSentence, findings: Findings): void {
  for (const page of pages) {
    const sentence = sentencesOf(page).find(paysAtLeastAWageFloor);
    if (!sentence) continue;
    const living = /living|dignitoso|sussistenza|décent|vital|digno|existenzsichernd|leefbaar/iu.test(
      sentence,
    );
    keep(
      findings,
      found('EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement', true, {
        sources: [cite(page, sentence)],
        method: {
          kind: 'policy',
          description: living
            ? `The company states every employee is paid at least a living wage, which is at or above the legal minimum: “${sentence}”`
            : `The company states every employee is paid at least the minimum wage: “${sentence}”`,
        },
      }),
    );
    return;
  }
}
