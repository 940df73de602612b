import { withoutAgreementScope } from './figure-owner.js';
import { foldText, isSomeoneElses } from './metric-topics.js';

/**
 * Rates a company states as a bare figure after their name ('The lost-time injury frequency rate was 2.1',
 * 'le taux de fréquence des accidents était de 3,2', 'die Unfallhäufigkeit (LTIF) lag 2024 bei 3,2',
 * 'el índice de frecuencia fue de 3,2', 'l'indice di frequenza infortuni è stato pari a 3,2'): the only
 * figures without a unit that are read as metrics, since a rate's unit ('per million hours worked') is
 * its name's. The name, an optional bracket and a linking word must come right before the figure.
 */

/** An injury frequency rate's names, folded (lower case, no accents). */
const INJURY_RATE =
  /(?:lost[- ]time injury (?:frequency )?rate|lost[- ]time (?:injury|incident) frequency|\bltifr?\b|\bltir\b|\btrifr?\b|\btrir\b|total recordable (?:injury|incident|case) (?:frequency )?rate|(?:accident|injury|incident) frequency rate|\bfrequency rate of (?:lost[- ]time )?(?:accidents|injuries)|\binjury rate|taux de frequence(?: des accidents(?: du travail)?(?: avec arret)?)?|ongevallenfrequentie|ongevalsfrequentie|lti-frequentie|unfallhaufigkeit\w*|unfallrate|unfallquote|1000-mann-quote|indice de frecuencia(?: de (?:los )?accidentes(?: laborales)?)?|tasa de frecuencia(?: de (?:los )?accidentes)?|indice di frequenza(?: (?:degli )?infortuni)?|tasso di frequenza(?: (?:degli )?infortuni)?)/;
/** Between the name and the figure: a bracket ('(LTIF)'), a few words or a year, then a linking word. */
const LINK_BEFORE_FIGURE = new RegExp(
  String.raw`(?:${INJURY_RATE.source})(?:\s*\([^()]{1,40}\))?((?:[^.;:\d()]|(?:19|20)\d\d){0,40}?)(?:\s(?:was|were|is|stood at|of|at|came to|amounted to|reached|fell to|dropped to|decreased to|declined to|improved to|rose to|increased to|totalled|etait de|est de|a ete de|s['’]est etabli a|s['’]etablit a|s['’]eleve a|atteint|est passe a|de|bedroeg|kwam uit op|daalde (?:tot|naar)|steeg (?:tot|naar)|van|bei|betrug|betragt|auf|von|fue de|es de|se situo en|ascendio a|alcanzo|bajo a|pari a|si e attestato a|e stato di|e sceso a|e salito a|di)|\s?[:=])\s*$`,
);
/** Contractors' rates are counted apart from the company's own workforce's (ESRS S1-14 separates them). */
const CONTRACTORS =
  /\b(?:contractors?|subcontractors?|contractors'|sous-traitants?|prestataires|onderaannemers?|nachunternehmer\w*|subunternehmer\w*|fremdfirmen|subappaltat\w*|appaltatori|subcontratistas?|contratistas?)\b/;
const LOST_TIME = /lost[- ]time|\bltif|\blti\b|lti-|avec arret/;
const RECORDABLE = /recordable|\btrif|\btrir/;

/** The English name of the rate a figure at `start` states, from the words just before it, or undefined. */
export function rateNamedBefore(sentence: string, start: number): string | undefined {
  const before = foldText(sentence.slice(Math.max(0, start - 120), start));
  const match = LINK_BEFORE_FIGURE.exec(before);
  if (!match) return undefined;
  // 'the industry average LTIFR was 4.2', 'the LTIFR of 4.2 is the sector's': someone else's rate.
  const after = foldText(sentence.slice(start).split(/[;,(]|\.\s/)[0] ?? '');
  if (isSomeoneElses(before) || isSomeoneElses(after) || CONTRACTORS.test(before)) return undefined;
  const named = match[0];
  if (RECORDABLE.test(named)) return 'Total recordable injury rate';
  if (LOST_TIME.test(named)) return 'Lost-time injury frequency rate';
  return 'Injury frequency rate';
}

type WorkforceRateKind = 'absenteeism' | 'employee-turnover' | 'gender-pay-gap' | 'collective-bargaining';

/** Shares of the workforce that are rates of their own, in six languages, folded. */
const WORKFORCE_RATES: readonly [kind: WorkforceRateKind, name: string, words: RegExp][] = [
  [
    'gender-pay-gap',
    'Gender pay gap',
    /\b(?:pay gap|loonkloof|entgeltlucke|lohnlucke|gender[- ]pay[- ]gap|ecart de remuneration|ecart salarial|brecha salarial|brecha retributiva|divario retributivo|divario salariale)\b/,
  ],
  [
    'absenteeism',
    'Absenteeism rate',
    /\b(?:absenteeism|absentee rate|absence rate|sickness absence|sick leave rate|ziekteverzuim\w*|verzuim\w*|krankenstand|krankenquote|fehlzeitenquote|absenteisme|taux d'absence|absentismo|ausentismo|tasa de ausencia|assenteismo|tasso di assenza)\b/,
  ],
  [
    'collective-bargaining',
    'Employees covered by collective agreements',
    /\b(?:collective(?:ly)? (?:bargain\w*|labou?r agreements?|agreements?|wage agreements?)|collective bargaining|cao'?s?|collectieve (?:arbeids)?overeenkomst\w*|tarifvertr\w*|tarifgebunden\w*|tarifbindung|conventions? collectives?|accords? collectifs?|convenios? colectivos?|convenio colectivo|negociacion colectiva|contratt[oi] collettiv[oi]|contrattazione collettiva|ccnl|contratos? coletivos?|convenc(?:ao|oes) coletivas?|contratacao coletiva|negociacao coletiva|kollektive? (?:overenskomst\w*|avtal\w*)|kollektivavtal\w*|tariffavtal\w*)\b/,
  ],
  [
    'employee-turnover',
    'Employee turnover rate',
    /\b(?:(?:staff|employee|personnel|people|workforce|voluntary|colleague) turnover|(?:staff|employee|workforce|voluntary|colleague) attrition|personeelsverloop|verlooppercentage|fluktuation\w*|rotation du personnel|taux de rotation|turn-?over du personnel|rotacion (?:del? personal|de (?:la )?plantilla|voluntaria)|rotatividade|indice de rotacion|tasa de rotacion|tasso di turnover|turnover del personale|turnover in uscita|rotazione del personale|turnover sortant)\b/,
  ],
];

/**
 * The workforce rate a percentage's clause names ('absenteeism stood at 4.2%', 'het ziekteverzuim
 * bedroeg 4,2%', 'Fluktuation 7,9 %', 'le taux de rotation du personnel', 'brecha salarial'), or undefined.
 * A change of the rate ('absenteeism fell by 12%') is not the rate.
 */
export function workforceRate(
  clause: string,
  changed: boolean,
): { kindId: WorkforceRateKind; name: string } | undefined {
  const folded = foldText(clause);
  if (changed || POPULATION.test(withoutAgreementScope(folded))) return undefined;
  const found = WORKFORCE_RATES.find(([, , words]) => words.test(folded));
  if (!found) return undefined;
  // 'mean gender pay gap 12.4%, median 9.8%': two figures of one company, told apart by their name.
  const basis = /\b(?:median|mediaan|mediane?|mediana)\b/.test(folded)
    ? ' (median)'
    : /\b(?:mean|gemiddeld\w*|durchschnittlich\w*|moyen(?:ne)?|media|medio)\b/.test(folded) &&
        found[0] === 'gender-pay-gap'
      ? ' (mean)'
      : // 'Voluntary turnover fell to 9.8%': leavers by their own choice only, a part of the turnover rate.
        found[0] === 'employee-turnover' &&
          /\b(?:voluntary|voluntarily|freiwillig\w*|volontaire|voluntari[ao]|vrijwillig\w*)\b/.test(folded)
        ? ' (voluntary)'
        : '';
  return { kindId: found[0], name: `${found[1]}${basis}` };
}

/** A country's, a sector's or an industry's rate ('the UK national gender pay gap'), not the company's. */
const POPULATION =
  /\b(?:national\w*|nationwide|country|uk|eu|european|sector|sectoral|industry|branche\w*|landelijk\w*|bundesweit\w*|nazional\w*|nacional\w*|settore|sectorielle?|setor|setores|setorial)\b/;
