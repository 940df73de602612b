import { isSomeoneElses } from './metric-topics.js';

/**
 * Where a sentence turns from the company's figure to another's it compares it with: 'while', 'compared
 * with', 'against', 'than', a semicolon, and the same in Dutch, German, French, Italian and Spanish.
 */
const CONTRAST =
  /;|\s[–—]\s|(?<!\p{L})(?:while|whereas|but|compared (?:with|to)|against|versus|vs\.?|than|unlike|terwijl|vergeleken met|ten opzichte van|tegenover|tegen|w[äa]hrend|wohingegen|gegen[üu]ber|im vergleich zu|verglichen mit|alors que|tandis que|contre|par rapport (?:[àa]|au|aux)|compar[ée]e? (?:[àa]|au|aux)|mentre|rispetto (?:a|al|alla|ai|alle|agli)|contro|a fronte di|frente a|mientras|en comparaci[óo]n con)(?!\p{L})/giu;

/**
 * A whole country's or sector's figure: 'Across the UK, renewables supplied 47% of electricity', 'The
 * Dutch construction sector recycles 95% of its waste', 'in der Schweizer Nahrungsmittelindustrie lag die
 * Fluktuation bei 12 %', 'bundesweit', 'a livello nazionale', a banking
 * network's or association's sum over its members ('die genossenschaftliche Finanzgruppe', 'im Genossenschaftsverband'). Only when
 * the clause does not speak of the company itself ('across Europe, our 3,200 colleagues …').
 */
const WIDER_THAN_THE_COMPANY =
  /(?<!\p{L})(?:(?:across|throughout)\s+(?:the\s+)?(?:\p{Lu}\p{L}*|country|continent)|as a whole|nation(?:wide|ally)|(?:the|its|this)\s+(?:[\p{L}-]+\s+){0,2}sectors?|(?:le|du|au)\s+secteur|(?:der|die|den|des)\s+(?:[\p{L}-]+\s+)?(?:sektor|sektors|\p{L}*industrie)|(?:de|het)\s+(?:[\p{L}-]+\s+)?\p{L}*industrie|(?:de|het)\s+(?:[\p{L}-]+\s+)?sector|(?:il|del|nel)\s+settore|(?:el|del)\s+sector|(?:o|do|no)\s+setor|(?:\p{L}*\s)?finanzgruppe|finanzverbund|verbundgruppe|(?:genossenschafts|sparkassen|landes|bundes|branchen|dach|fach|wirtschafts|regional)verband(?:e[sn]?|s)?|bundesweit|deutschlandweit|landesweit|landelijk|in heel (?:Nederland|België|het land)|à l['’]échelle (?:nationale|du pays)|dans toute la France|a livello nazionale|in tutta (?:Italia|la penisola)|a nivel nacional|en toda España|a n[íi]vel nacional|em todo o pa[íi]s|electricity demand|demanda el[ée]ctrica|demande d['’][ée]lectricit[ée]|domanda elettrica|stromnachfrage|elektriciteitsvraag|grid mix|strommix|mix [ée]lectrique|mix el[ée]ctrico|mix elettrico|national grid)(?!\p{L})/iu;
/** The company speaking of itself: 'we', 'our', 'wij', 'unser', 'nous', 'nostro', 'nuestro'. */
const FIRST_PERSON =
  /(?<!\p{L})(?:we|our|us|wij|onze|ons|wir|unser\p{L}*|uns|nous|notre|nos|noi|nostr[aeio]|abbiamo|nosotros|nuestr[ao]s?|hemos)(?!\p{L})/iu;

/**
 * The owner named, then a clause about it: 'è controllata da Orla Holding S.r.l., che nel 2025 ha
 * registrato ricavi di 310 milioni con 1.900 collaboratori', 'is a subsidiary of Brent Group, which
 * employs 12,000 people'. Every figure after 'che', 'which', 'die', 'qui', 'que' is the owner's.
 */
const OWNER_THEN_WHICH = new RegExp(
  String.raw`(?<!\p{L})(?:subsidiary of|(?:is|are|became) (?:a )?part of|(?:owned|controlled) by|controllat[ao] da|di propriet[àa] di|fa parte del|Tochter(?:gesellschaft|unternehmen)? (?:der|des|von)|geh[öo]rt zur|filiale d[eu]|fait partie du|d[ée]tenue? par|filial de|forma parte de|propiedad de|onderdeel van|dochter(?:onderneming)? van)\s+(?:the\s+|la\s+|il\s+|der\s+|de\s+|du\s+|het\s+)?\p{Lu}[^,;.]{0,80}?(?:\.[^,;\s][^,;]{0,20}?)*,\s*(?:which|who|che|la quale|il quale|die|welche|qui|laquelle|que|la cual|dat)(?!\p{L})`,
  'u',
);

/**
 * Another organisation, named by its legal form, opening the sentence and speaking of its own plant or
 * figures in the third person: 'Die Kalkwerk Altmühl GmbH weist für ihr Werk Solnhofen 590 kg CO₂ je
 * Tonne Zement aus', 'Norvik Steel AB reports for its mill …'. Without the company's 'we' or 'our'
 * anywhere in the sentence, every figure in it is that organisation's (a supplier's, a customer's).
 */
const ORGANISATION_OPENS = new RegExp(
  String.raw`^(?:(?:die|der|das|the|la|le|il|el|het|de)\s+)?\p{Lu}[\p{L}\p{N}&'’.\- ]{1,60}?\s(?:GmbH(?:\s*&\s*Co\.\s*KG)?|AG|SE|KG|S\.p\.A\.|S\.A\.|S\.r\.l\.|SAS|Ltd\.?|Limited|plc|Inc\.?|B\.V\.|N\.V\.|a\.s\.|s\.r\.o\.|A\/S|AB|Oy|sp\. z o\.o\.)(?=[\s,])`,
  'u',
);
const ITS_OWN =
  /(?<!\p{L})(?:ihr(?:e[mnrs]?)?|seine[mnrs]?|its|their|son|sa|ses|leurs?|suo|sua|suoi|sue|sus|haar|zijn)(?!\p{L})/iu;

/**
 * The other party to a contract, then an apposition describing it: 'a contract with a leading French
 * distributor, a company with 4,500 employees', 'um acordo com um distribuidor francês, empresa com
 * 4.500 trabalhadores'. Every figure after the apposition is that party's size, not the company's.
 */
const COUNTERPARTY_DESCRIBED = new RegExp(
  String.raw`(?<!\p{L})(?:agreements?|contracts?|partnerships?|deals?|orders?|acordos?|contratos?|parcerias?|encomendas?|Vertr[äa]ge?|Auftr[äa]ge?|Partnerschaft|accords?|contrats?|partenariats?|acuerdos?|accord[oi]|contratt[oi])\s+(?:\p{L}+\s+){0,4}?(?:with|com|mit|avec|con)\s[^.;]{1,120}?,\s*(?:(?:a|an|uma|um|une?|una?|ein|eine)\s+)?(?:company|firm|business|group|empresa|grupo|Unternehmen|entreprise|soci[ée]t[ée]|groupe|azienda|gruppo)\s+(?:with|com|mit|avec|con|that|which|que|qui|che|die)(?!\p{L})`,
  'iu',
);

/**
 * Another organisation reporting its own figure, named at the start of a sentence in which the company
 * does not speak ('Fenwright reported 310,000 tCO2e in 2025', 'Die Holding meldete 2025 einen
 * Energieverbrauch von 310.000 MWh', 'Le groupe Arvel déclare …'): a parent's, a customer's or a peer's.
 */
const ANOTHER_REPORTS = new RegExp(
  String.raw`^(?:(?:the|die|der|das|la|le|il|el|de|het|one|a)\s+)?(?:\p{L}[\p{L}&'’.-]*\s+){0,4}?(?:reported|reports|meldete|meldet|berichtete|ver[öo]ffentlichte|rapporteerde|rapporteert|d[ée]clare|a d[ée]clar[ée]|publie|a publi[ée]|dichiara|ha dichiarato|declara|declar[óo]|report[óo]|inform[óo])(?!\p{L})`,
  'iu',
);
const STARTS_WITH_A_NAME = /^(?:(?:the|die|der|das|la|le|il|el|de|het)\s+)?\p{Lu}/u;

/** Where a figure stands in its sentence, and where the figures before and after it end and begin. */
export interface FigureSpan {
  start: number;
  end: number;
  /** End of the figure before it (0 for the first). */
  previousEnd: number;
  /** Start of the figure after it (the sentence's length for the last). */
  nextStart: number;
}

/**
 * The part of a sentence a figure belongs to: between the contrasts around it, and no further than
 * the figures before and after it ('…12,400 MWh of energy, 9% below the national average': the
 * average belongs to the 9%).
 */
export function figureClause(sentence: string, span: FigureSpan): string {
  // '…14.000 MWh (2024: 14.500 MWh)': a figure in a bracket after another restates that one's subject.
  const inBracket = /\([^()]*$/.test(sentence.slice(span.previousEnd, span.start));
  const close = sentence.indexOf(')', span.end);
  let from = inBracket ? 0 : span.previousEnd;
  let to = inBracket && close >= 0 ? Math.min(close, span.nextStart) : span.nextStart;
  for (const contrast of sentence.matchAll(CONTRAST)) {
    const at = contrast.index;
    if (at + contrast[0].length <= span.start) from = Math.max(from, at + contrast[0].length);
    else if (at >= span.end) {
      to = Math.min(to, at);
      break;
    }
  }
  return sentence.slice(from, to);
}

/**
 * The words after a collective agreement that say which agreement it is ('convenio colectivo del sector de
 * conservas', 'contratto collettivo nazionale dell'industria alimentare', 'convention collective nationale
 * des transports routiers', 'collective agreement for the retail sector'): the sector or the nation there
 * names the agreement, not whose figure it is. Blanked with spaces, so positions in the text stay.
 */
const AGREEMENT_SCOPE =
  /(?<=(?<!\p{L})(?:convenios? colectivos?|contratt[oi] collettiv[oi]|contratos? colectivos?|contratos? coletivos?(?: de trabalho)?|contrata[çc][ãa]o coletiva|conven[çc][ãa]o coletiva|conventions? collectives?|accords? collectifs?|collective (?:labou?r |bargaining |wage )?agreements?|tarifvertr[äa]ge?n?|cao['’]?s?))(?:\s+(?!(?:y|e|et|and|und|en|o|or|ou|mientras|mentre|alors|while)(?!\p{L}))[\p{L}'’-]+){1,8}/giu;
export const withoutAgreementScope = (text: string): string =>
  text.replace(AGREEMENT_SCOPE, (scope) => ' '.repeat(scope.length));

/**
 * Whether a figure is someone else's: its own part of the sentence names an industry, a market, a
 * parent or an asset manager ('…96.4 tCO2e/£m, against an industry average of 141.2': the second figure
 * only). The company's figure beside it is kept.
 */
export function isSomeoneElsesFigure(sentence: string, span: FigureSpan): boolean {
  const owner = OWNER_THEN_WHICH.exec(sentence);
  if (owner && owner.index + owner[0].length <= span.start) return true;
  const counterparty = COUNTERPARTY_DESCRIBED.exec(sentence);
  if (counterparty && counterparty.index + counterparty[0].length <= span.start) return true;
  if (ORGANISATION_OPENS.test(sentence) && ITS_OWN.test(sentence) && !FIRST_PERSON.test(sentence))
    return true;
  // The sentence the figure is in, from a full stop the splitter kept ('… part of Brantwick Foods plc.
  // Brantwick Foods reported …').
  const opening = /[.!?]\s+(?=\p{Lu}[^.!?]*$)/u.exec(sentence.slice(0, span.start));
  const closing = /[.!?]\s+\p{Lu}/u.exec(sentence.slice(span.end));
  const own = sentence.slice(
    opening ? opening.index + opening[0].length : 0,
    closing ? span.end + closing.index + 1 : sentence.length,
  );
  if (STARTS_WITH_A_NAME.test(own) && ANOTHER_REPORTS.test(own) && !FIRST_PERSON.test(own)) return true;
  const clause = withoutAgreementScope(figureClause(sentence, span));
  return isSomeoneElses(clause) || (WIDER_THAN_THE_COMPANY.test(clause) && !FIRST_PERSON.test(clause));
}
