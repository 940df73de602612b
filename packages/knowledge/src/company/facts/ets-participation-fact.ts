import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { isOwnStatement } from './own-statement.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The company's own words that its installations or ships are covered by the EU ETS ('we surrender
 * allowances under the EU ETS', 'unsere Anlagen unterliegen dem EU-Emissionshandel', 'nos sites sont
 * soumis au SEQE-UE', 'as instalações estão abrangidas pelo CELE'): an operator knows whether it holds a greenhouse gas permit, so its statement
 * settles what a sector can only make likely. ETS2 (fuel suppliers; a price passed on to everyone who
 * buys fuel) is not ETS1 coverage, and a statement that it is not covered, or will be, is not one.
 */

/** The system's names, ETS1 only: 'EU ETS', 'EU-ETS', 'Emissionshandel', 'SEQE-UE', 'RCDE UE', 'EU ETS (ETS1)'. */
const SYSTEM = String.raw`(?:EU[- ]?ETS(?!\s*-?\s*(?:2|II)(?![\p{L}\d]))(?:\s*\(ETS\s*1\))?|ETS\s*1|EU Emissions Trading (?:System|Scheme)|(?:EU-|europäischen? )?Emissionshandel(?:ssystem)?|TEHG|SEQE(?:-UE)?|syst[èe]me d['’]échange de quotas d['’]émission|RCDE(?: UE)?|régimen (?:europeo )?de comercio de derechos de emisión|emissiehandel(?:ssysteem)?|sistema (?:europeo )?(?:di scambio (?:delle|di) quote di emissione|ETS)|systemem EU ETS|system(?:u|em)? handlu uprawnieniami do emisji|systému (?:EU )?ETS|systém(?:u)? obchodování s povolenkami|(?:EU:s )?system för handel med utsläppsrätter|CELE|(?:regime|sistema) (?:europeu )?de comércio de licenças de emissão|comércio europeu de licenças de emissão)`;
/** Words that say the company's installations or ships are in it, or that it surrenders allowances under it. */
const COVERED = String.raw`(?:covered by|subject to|fall(?:s)? under|falls? within|participat\p{L}* in|take part in|part of|within the scope of|surrender\p{L}*[^.;]{0,40}?allowances under|under|unterlieg\p{L}*|teilnehm\p{L}*|nehmen[^.;]{0,30}?teil|soumis\p{L}* (?:au|à)|participe\p{L}* au|relèvent du|vallen onder|valt onder|deelnem\p{L}* aan|soggett\p{L}* (?:al|all['’])|partecip\p{L}* al|sujet\p{L}* al|participa\p{L}* en|objęt\p{L}*|uczestnicz\p{L}* w|spadá\p{L}* pod|zapojen\p{L}* do|omfattas av|ingår i|abrangid\p{L}* pel[oa]|sujeit\p{L}* ao|participa\p{L}* no|rientr(?!er)\p{L}* (?:nel|nell['’]|nello|in)|incluid\p{L}* en|inclus\p{L}* dans|relève du|f[äa]ll\p{L}* unter)`;
const COVERED_BY_SYSTEM = new RegExp(String.raw`${COVERED}[^.;]{0,50}?${SYSTEM}`, 'iu');
/** 'ETS-pflichtig', 'emissionshandelspflichtig', 'an ETS installation': the status in one word. */
const ETS_OPERATOR =
  /(?<![\p{L}])(?:emissionshandelspflichtig\p{L}*|ETS-pflichtig\p{L}*|EU[- ]ETS installations?|installations? (?:covered by|under) the EU[- ]ETS)(?![\p{L}])/iu;
/** Not covered, not yet, or someone else: 'not subject to', 'will be covered from 2027', 'our customers'. */
const NOT_A_STATEMENT_OF_COVERAGE =
  /(?<![\p{L}])(?:not|no|never|neither|nor|nicht|kein\p{L}*|pas|niet|geen|non|nie|není|nejsou|inte|will|would|could|may|might|plan|plans|planned|planning|geplant|prévu\p{L}*|gepland|expect\p{L}*|from 20(?:2[7-9]|3\d)|ab 20(?:2[7-9]|3\d)|wird|werden|würde|sera|seront|zal|zullen|sarà|saranno|será|serán|będzie|bude|kommer att|customers?|clients?|clientes|clienti|suppliers?|fornecedores|proveedores|fornitori|não|nenhum\p{L}*|serão|Kunden|Lieferanten|klanten|leveranciers|fournisseurs|ETS\s*-?\s*(?:2|II)(?![\p{L}\d]))(?![\p{L}])/iu;

/**
 * A sentence whose subject is a plant named by its town, on the company's own pages: 'Lo stabilimento di
 * Fiorano Modenese rientra nell'EU ETS', 'The plant in Ghent is covered by the EU ETS', 'Das Werk Ulm
 * unterliegt …'. A company describes its own plants so, without 'our'; another party's plant is named
 * with its owner, which the exclusions below and isOwnStatement's other-party test keep out.
 */
const PLANT_AS_SUBJECT =
  /^(?:the (?:plant|factory|site|mill|works) (?:in|at|of)|lo stabilimento (?:di|de)|l['’]impianto (?:di|de)|la (?:planta|fábrica) de|a fábrica de|l['’]usine (?:de|d['’])|le site (?:de|d['’])|das Werk|der Standort|de fabriek (?:in|te))\s+\p{Lu}/iu;

export function etsParticipationStatements(
  pages: readonly FactPage[],
  companyName?: string,
): FactStatement<true>[] {
  const statements: FactStatement<true>[] = [];
  for (const page of pages) {
    for (const { text } of pageSentences(splitLines(page.text))) {
      if (!COVERED_BY_SYSTEM.test(text) && !ETS_OPERATOR.test(text)) continue;
      if (NOT_A_STATEMENT_OF_COVERAGE.test(text)) continue;
      if (!isOwnStatement(text, companyName) && !PLANT_AS_SUBJECT.test(text)) continue;
      statements.push({ value: true, quote: text, url: page.url, locator: 'sentence' });
    }
  }
  return statements;
}
