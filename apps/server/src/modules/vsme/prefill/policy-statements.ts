import { found, keep, type Findings } from './finding.js';
import { sentencesOf, type CiteSentence, type Page } from './none-statements.js';

/**
 * C6 asks whether the undertaking has a code of conduct or a human rights policy for its own workforce
 * and a complaint-handling mechanism for it (a whistle-blowing channel is one). A sentence of the
 * company's own pages that names one it has answers yes, with that sentence. A supplier code of conduct
 * is for suppliers, not the own workforce; a policy of a supplier, a customer or a parent named in the
 * sentence before the policy is theirs; a policy only planned ('we will introduce a whistle-blowing
 * channel in 2026') is not in place. An anti-corruption policy answers no C6 datapoint: it joins B2's
 * description of practices and policies, as do the others.
 */
interface PolicyRule {
  datapoint: string | undefined;
  label: string;
  names: RegExp;
}

const RULES: readonly PolicyRule[] = [
  {
    datapoint: 'UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce',
    label: 'Code of conduct',
    names:
      /(?<!\p{L})(?:code of (?:conduct|ethics|business conduct)|ethics code|gedragscode|integriteitscode|ethische code|Verhaltenskodex|Verhaltensrichtlinien?|Ethikkodex|code (?:de conduite|d['’]éthique|éthique)|charte éthique|código (?:de conducta|ético|de ética)|codice (?:di condotta|etico))(?!\p{L})/iu,
  },
  {
    datapoint: 'UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce',
    label: 'Human rights policy',
    names:
      /(?<!\p{L})(?:human rights (?:policy|statement|commitment)|mensenrechtenbeleid|Menschenrechts(?:politik|richtlinie|erklärung|strategie)|politique (?:des|en matière de) droits (?:de l['’]homme|humains)|política de derechos humanos|politica (?:sui|dei|per i) diritti umani)(?!\p{L})/iu,
  },
  {
    datapoint: 'UndertakingHasAComplaintHandlingMechanismForItsOwnWorkforce',
    label: 'Whistle-blowing channel',
    names:
      /(?<!\p{L})(?:whistle[- ]?blow(?:ing|er)(?: channel| procedure| policy| system| hotline| platform| line| scheme)?|speak[- ]up (?:channel|line|hotline|platform|procedure|policy)|ethics (?:hotline|line)|grievance (?:mechanism|procedure|channel)|klokkenluiders(?:regeling|procedure|kanaal|meldpunt)|meldpunt (?:integriteit|misstanden)|Hinweisgeber(?:system|stelle|kanal|portal|meldestelle)|Whistleblowing[- ](?:System|Kanal|Portal)|Beschwerde(?:verfahren|mechanismus|stelle)|dispositif d['’]alerte|(?:canal|ligne|plateforme) d['’](?:alerte|éthique)|lanceurs? d['’]alerte|canal (?:de denuncias|ético|de denuncia)|sistema (?:interno )?de información|canale (?:di segnalazione|whistleblowing)|segnalazioni whistleblowing)(?!\p{L})/iu,
  },
  {
    datapoint: undefined,
    label: 'Anti-corruption policy',
    names:
      /(?<!\p{L})(?:anti[- ]?(?:corruption|bribery)(?: and anti[- ]?bribery)? (?:policy|policies|programme|program|code|guidelines)|anticorruptiebeleid|anti-?omkopingsbeleid|Antikorruptions(?:richtlinie|politik|kodex|programm)|politique (?:anti-?corruption|de lutte contre la corruption)|política (?:anticorrupción|de anticorrupción)|politica anticorruzione)(?!\p{L})/iu,
  },
];

/** A policy for suppliers ('Supplier Code of Conduct', 'Lieferantenkodex') is not the own workforce's. */
const FOR_SUPPLIERS =
  /(?<!\p{L})(?:suppliers?['’]?|supply chain|leveranciers?|Lieferanten\w*|fournisseurs?|proveedores|fornitori|business partners?)\s+(?:code|gedragscode|Verhaltenskodex|Kodex)|(?:code of conduct|gedragscode|Verhaltenskodex|code de conduite|código de conducta|codice di condotta) (?:for|voor|für|pour les|para|per (?:i )?)\s*(?:(?:our|onze|unsere|nos|nuestros|i nostri)\s+)?(?:suppliers|leveranciers|Lieferanten|fournisseurs|proveedores|fornitori)|Lieferantenkodex/iu;
/** Whose policy it is when another party is named before it: a supplier's, a customer's, a parent's. */
const OTHER_OWNER =
  /(?<!\p{L})(?:suppliers?|leveranciers?|Lieferant\w*|fournisseurs?|proveedor\w*|fornitor\w*|customers?|klant\w*|Kunden?|clients?|clienti|parent|moedermaatschappij|Mutter\w*|maison mère|capogruppo)(?!\p{L})/iu;
/** Not in place yet. */
const PLANNED =
  /(?<!\p{L})(?:will (?:introduce|launch|set up|adopt|implement|publish)|plan(?:s|ned)? to|are (?:preparing|developing|drafting)|in preparation|(?:gaan|zullen) (?:we )?(?:invoeren|opzetten)|in voorbereiding|planen|geplant|wird eingeführt|werden (?:einführen|einrichten)|prévoyons|sera mis en place|en préparation|prevemos|implantaremos|stiamo (?:preparando|sviluppando)|sarà introdott\w*)(?!\p{L})/iu;

interface PolicyStatement {
  rule: PolicyRule;
  page: Page;
  sentence: string;
}

function ownPolicy(rule: PolicyRule, sentence: string): boolean {
  const match = rule.names.exec(sentence);
  if (!match || PLANNED.test(sentence) || FOR_SUPPLIERS.test(sentence)) return false;
  return !OTHER_OWNER.test(sentence.slice(0, match.index));
}

/** The policies the company states it has, one statement per policy, first found first. */
export function policyStatements(pages: readonly Page[]): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  for (const rule of RULES) {
    const statement = pages
      .flatMap((page) => sentencesOf(page).map((sentence) => ({ rule, page, sentence })))
      .find(({ sentence }) => ownPolicy(rule, sentence));
    if (statement) statements.push(statement);
  }
  return statements;
}

export function policyFindings(pages: readonly Page[], cite: CiteSentence, findings: Findings): void {
  const statements = policyStatements(pages);
  for (const { rule, page, sentence } of statements) {
    if (!rule.datapoint) continue;
    keep(
      findings,
      found(rule.datapoint, true, {
        sources: [cite(page, sentence)],
        method: { kind: 'policy', description: `${rule.label} the company states it has: “${sentence}”` },
      }),
    );
  }
  if (statements.length === 0) return;
  // B2 and C2 ask for the practices and policies: the policies stated join the initiatives.
  const sources = statements.map(({ page, sentence }) => cite(page, sentence));
  const listed = statements.map(({ rule, sentence }) => `${rule.label}: “${sentence}”`).join('\n');
  const method = {
    kind: 'policy' as const,
    description: `Policies the company states it has: ${statements.map(({ rule }) => rule.label).join(', ')}`,
  };
  const practices = findings.get('DescriptionOfPracticesPoliciesAndOrFutureInitiatives');
  if (practices?.status === 'found' && typeof practices.value === 'string') {
    findings.set('DescriptionOfPracticesPoliciesAndOrFutureInitiatives', {
      ...practices,
      value: `${practices.value}\n${listed}`.slice(0, 10_000),
      sources: [...practices.sources, ...sources].slice(0, 20),
    });
  } else {
    keep(
      findings,
      found('DescriptionOfPracticesPoliciesAndOrFutureInitiatives', listed, { sources, method }),
    );
  }
  keep(findings, found('HasPracticesPoliciesOrFutureInitiatives', true, { sources, method }));
}
