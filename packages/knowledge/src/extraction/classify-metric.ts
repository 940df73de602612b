import type { MetricKindId } from './metric-kinds.js';
import { GIVING } from './money-amounts.js';
import { foldText, PER_DISTANCE, scope3Category, WOMEN_IN_ONE_GROUP } from './metric-topics.js';
import type { Quantity } from './quantities.js';
import { rateNamedBefore, workforceRate } from './stated-rates.js';
import { waterDenominator } from './water-intensity.js';

/**
 * What a quantity measures, from the words in its own clause. A quantity whose clause names no topic the
 * extractor knows is not a metric ('100% satisfaction', '20% off', '1.5 tonnes' alone): precision over
 * recall.
 */
export interface MetricReading {
  kindId: MetricKindId;
  name: string;
  /** The name without method notes, for a reduction that refers back to it ('Scope 1 and 2 emissions'). */
  baseName: string;
  /** What an intensity is per, when its figure does not say ('312 litres' … 'per guest night'). */
  per?: string;
}

export interface QuantityContext {
  quantity: Quantity;
  /** Sentence text between the previous quantity (or the sentence start) and this one. */
  left: string;
  /** Sentence text after this quantity up to the next quantity or clause boundary. */
  right: string;
  /** The metric read just before in the same sentence ('…18,450 tCO2e, down 34%…'). */
  previous?: MetricReading;
  /** Sentence text after this quantity up to the next quantity, across clause boundaries. */
  rest?: string;
}

const CHANGE = /\b(?:reduc\w*|cut|cuts|lower\w*|decreas\w*|fell|fallen|fall|drop\w*|down|declin\w*)\b/i;
/** 'reduced … to 4,210 tCO2e' states the level reached, not the size of the reduction. */
const LEVEL_REACHED = /\bto\s+$/i;

/** '18% below FY2023/24', '22% lower than our 2019 baseline': a change measured against a base year. */
const BELOW_BASE =
  /^\s*(?:below|lower than|less than|under)\s+(?:(?:the|our|its)\s+)?(?:(?:FY\s?)?(?:19|20)\d{2}|baseline|base[- ]year)/i;

function statesChange(left: string, right: string): boolean {
  return (CHANGE.test(`${left} ${right}`) && !LEVEL_REACHED.test(left)) || BELOW_BASE.test(right);
}
const FINANCED = /\bfinanced\s+(?:GHG\s+|carbon\s+)?emissions\b/i;
/** 'Green investments made up 8.2% of our portfolio', '8.2% of our invested assets were green bonds'. */
const GREEN_INVESTMENTS = /\b(?:green|sustainable|taxonomy[- ]aligned)\s+(?:investments?|bonds?|assets)\b/i;
const INVESTED = /\b(?:invest\w*|portfolio|assets under management|holdings)\b/i;
/** A bank's 'Green loans made up 18% of our loan book', '12% of new mortgages were green mortgages'. */
const GREEN_LOANS =
  /\b(?:green|sustainable|taxonomy[- ]aligned)\s+(?:loans?|mortgages?|lending|financing)\b/i;
const LENT = /\b(?:loan book|loan portfolio|loans|lending|mortgages?|credit portfolio)\b/i;
const SAVING = /\b(?:sav(?:e|ed|es|ing|ings)|avoid\w*)\b/i;
const EMISSIONS_TOPIC = /\b(?:emissions?|GHG|greenhouse gas|carbon|CO2e?|CO₂e?|footprint)\b/i;
/** Workforce numbers that count something other than the company's own headcount. */
const NOT_HEADCOUNT =
  /\b(?:train\w*|volunteer\w*|reached|benefit\w*|attend\w*|particip\w*|survey\w*|injur\w*|hire[sd]?|hiring|recruit\w*|leavers|turnover|apprentices?|interns?|farmers|students|young people|customers|visitors|suppliers?|peak|season\w*|temporary|part[- ]time(?:rs)?|fixed[- ]term|parental leave)\b/i;
const EMPLOYMENT =
  /\b(?:employ\w*|workforce|headcount|staff|team of|people work|work(?:ing)? for|payroll)\b/i;
const MATERIAL_SHARE =
  /\b(?:recycled|certified|organic|sustainabl[ey][\s-]sourced|responsibly[\s-]sourced|preferred|deforestation-free|FSC[\s-]certified)\s+(?:[a-z-]+\s+){0,2}?(?:cotton|materials?|fibres?|fibers?|polyester|wood|paper|timber|palm oil|cocoa|coffee|soy|leather|raw materials)\b/i;

/** 'Scope 1 and 2', 'Scope 1, 2 and 3', 'Scope 3' from the last scope phrase in the text. */
export function scopeLabel(text: string): string | undefined {
  // A scope's digit ends where no figure or list goes on: '(Scope 2, marktbasiert)' names Scope 2, while
  // 'Scope 1,250 t' and 'scope 1.5' are figures, and 'scope 1, 2 en 3' is left as a list is read.
  const phrases = [
    ...text.matchAll(
      /\bScopes?\s*([123])(?!\d|[.,]\s*\d)(?:\s*(,|and|&|\+|to|-|–)\s*(?:Scope\s*)?([123])(?!\d|[.,]\s*\d))?(?:\s*(?:,|and|&|\+)\s*(?:Scope\s*)?([123])(?!\d|[.,]\s*\d))?/gi,
    ),
  ];
  const last = phrases.at(-1);
  if (!last) return undefined;
  const scopes = new Set([last[1], last[3], last[4]].filter((s): s is string => s !== undefined).map(Number));
  if (last[2] && /to|-|–/.test(last[2]) && scopes.has(1) && scopes.has(3)) scopes.add(2);
  const sorted = [...scopes].toSorted((a, b) => a - b);
  if (sorted.length === 1) return `Scope ${sorted[0]}`;
  return `Scope ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

function reading(kindId: MetricKindId, name: string, baseName = name): MetricReading {
  return { kindId, name, baseName };
}

/**
 * A scope named just after the figure, unless the text stops inside a list of scopes: '10.5 tCO2e per
 * million euro (Scope 1, 2 market-based and business travel)' reaches only '(Scope 1' before the next
 * figure, and names no single scope.
 */
function scopeAfter(right: string): string | undefined {
  return /\bScopes?\s*[123]\s*$/i.test(right) ? undefined : scopeLabel(right);
}

/** A Scope 3 category named in words, not by its number: 'Business travel remains our largest source, at 188 tCO2e'. */
const CATEGORY_WORDS: readonly [RegExp, number][] = [
  [/\bpurchased goods and services\b/i, 1],
  [/\bbusiness[\s-]travel\b/i, 6],
  [/\b(?:employee|staff)?\s*commut\w*/i, 7],
];

function categoryInWords(context: string): number | undefined {
  if (scopeLabel(context)) return undefined;
  const named = CATEGORY_WORDS.filter(([words]) => words.test(context));
  return named.length === 1 ? named[0]![1] : undefined;
}

function emissionsBase(left: string, right: string, previous: MetricReading | undefined): string {
  // The scope is usually named before the number ('Scope 3 emissions were…'), else just after it.
  const scope = scopeLabel(left) ?? scopeAfter(right);
  if (scope) return `${scope} emissions`;
  if (/\btotal\b/i.test(`${left} ${right}`)) return 'Total GHG emissions';
  // '…4,210 tCO2e in 2024 and 4,800 tCO2e in 2023': the second figure is of the same scope; so is the
  // level a reduction reached ('Scope 1 and 2 emissions fell 18% to 198,000 tCO2e').
  if (previous?.kindId === 'ghg-emissions' || previous?.kindId === 'ghg-emissions-reduction')
    return previous.baseName;
  return 'GHG emissions';
}

function emissions({ quantity, left, right, previous }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (/\bavoid\w*/i.test(context)) return undefined; // avoided emissions are a claim, not an inventory figure
  if (/\b(?:offset\w*|compensat\w*|carbon credits?|retired)\b/i.test(context))
    return reading('carbon-credits', 'Emissions offset with carbon credits');
  const category = scope3Category(context) ?? categoryInWords(left);
  const base = category ? `Scope 3 category ${category} emissions` : emissionsBase(left, right, previous);
  if (quantity.per) return reading('ghg-intensity', `${base} intensity`, base);
  // An insurer's or a bank's 'financed emissions' are those of its investments, not its own.
  if (FINANCED.test(lastWords(left)) && !statesChange(left, right))
    return reading('financed-emissions', 'Financed emissions');
  if (statesChange(left, right) || SAVING.test(context))
    return reading('ghg-emissions-reduction', `${base} reduction`, base);
  // 'on a location basis they were 121 tCO2e' names the basis as 'location-based' does.
  const method = /market-based|on a market basis/i.test(context)
    ? ' (market-based)'
    : /location-based|on a location basis/i.test(context)
      ? ' (location-based)'
      : '';
  return reading('ghg-emissions', `${base}${method}`, base);
}

/** Gas the company makes from its own residues ('produjo 6.100 MWh de biogás'): renewable energy. */
export const BIOGAS = /\b(?:biogas\w*|biogaz|biomethan\w*|biometano|biomethane)\b/i;

function energy({ quantity, left, right }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (quantity.per) return reading('energy-intensity', 'Energy intensity');
  // 'Energy per guest night: 28.4 kWh' is an intensity; energy per anything else is left out.
  const per = waterDenominator(`${subjectWords(left)} ${right}`);
  if (per === 'other') return undefined;
  if (per) return { ...reading('energy-intensity', 'Energy intensity'), per };
  if (BIOGAS.test(context) && GENERATED.test(context))
    return reading('renewable-generation', 'Renewable energy generated');
  if (/\b(?:renewabl\w*|solar|wind|photovoltaic)\b/i.test(context)) {
    if (/\b(?:generat\w*|produc\w*|install\w*)\b/i.test(context))
      return reading('renewable-generation', 'Renewable electricity generated');
    return reading('electricity-consumption', 'Renewable electricity consumption');
  }
  if (SAVING.test(context) || statesChange(left, right)) return reading('energy-savings', 'Energy savings');
  // 'We delivered 412 GWh of heat to our customers': a heat network's output, not what it consumed.
  if (
    /\b(?:heat|steam)\b/i.test(context) &&
    /\b(?:deliver\w*|sold|suppl\w*|generat\w*|produc\w*)\b/i.test(context) &&
    !CONSUMED.test(context)
  )
    return reading('heat-delivered', 'Heat delivered');
  // 'Electricity generated in 2025: 1,389 GWh': a generator's output, not what it consumed.
  if (GENERATED.test(context) && /\b(?:electricity|power)\b/i.test(context) && !CONSUMED.test(context))
    return reading('electricity-generation', 'Electricity generated');
  if (/\belectricity\b/i.test(context)) return reading('electricity-consumption', 'Electricity consumption');
  return reading('energy-consumption', 'Energy consumption');
}

/** 'Our fleet used 12.4 million litres of diesel': litres of fuel, not of water. */
const FUEL = /\b(?:fuel|diesel|petrol|gasoline|HVO|biodiesel|LNG|heating oil)\b/i;
/** 'installed capacity of 486 MW': a power figure is a generating capacity only when it says so. */
const CAPACITY = /\b(?:capacity|installed|nameplate)\b/i;
/** 'We financed 310 MW of wind capacity': a lender's or investor's project, not the company's own plant. */
const FINANCED_OR_SOLD =
  /\b(?:financ\w*|fund\w*|lent|lend\w*|invest\w*|sold|supplied to|for (?:our )?(?:customers|clients))\b/i;
const GENERATED = /\b(?:generat\w*|produc\w*)\b/i;
const CONSUMED = /\b(?:consum\w*|used|uses|use|purchas\w*|bought)\b/i;

/** A peak rating ('620 kWp of solar panels') is a solar plant's capacity, with the plant named beside it. */
const SOLAR_PLANT = /\b(?:solar|photovoltaic|PV|panels?|rooftop array)\b/i;

function power({ quantity, left, right }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  const peakPlant = /^[kMG]Wp$/.test(quantity.unit) && SOLAR_PLANT.test(context);
  if ((!CAPACITY.test(context) && !peakPlant) || statesChange(left, right) || FINANCED_OR_SOLD.test(context))
    return undefined;
  return reading('installed-capacity', 'Installed capacity');
}

function water({ quantity, left, right }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  // '29.8 litres per 100 km' is a vehicle's fuel economy, not the fuel the company burnt.
  if (FUEL.test(context) && !/\bwater\b/i.test(context) && quantity.unit !== 'm³')
    return statesChange(left, right) || SAVING.test(context) || quantity.per || PER_DISTANCE.test(right)
      ? undefined
      : reading('fuel-consumption', 'Fuel consumption');
  if (!/\bwater\b/i.test(context)) return undefined; // m³ and litres also measure gas and fuel
  // '1.9 litres of water per kg': the figure states what it is per.
  if (quantity.per) return reading('water-intensity', 'Water intensity');
  const per = waterDenominator(`${subjectWords(left)} ${right}`);
  if (per === 'other') return undefined;
  if (per) return { ...reading('water-intensity', 'Water intensity'), per };
  if (/\b(?:withdr\w*|abstract\w*)\b/i.test(context)) return reading('water-withdrawal', 'Water withdrawal');
  if (/\bdischarg\w*/i.test(context)) return reading('water-discharge', 'Water discharged');
  if (/\b(?:recycl\w*|reus\w*)\b/i.test(context))
    return reading('water-recycled', 'Water recycled and reused');
  if (SAVING.test(context) || statesChange(left, right)) return reading('water-reduction', 'Water savings');
  return reading('water-consumption', 'Water consumption');
}

function waste(context: string): MetricReading | undefined {
  if (/\bhazardous\b/i.test(context)) return reading('hazardous-waste', 'Hazardous waste');
  if (/\bdivert\w*/i.test(context) || /\b(?:away from|zero waste to)\s+landfill/i.test(context)) {
    return reading('waste-diverted', 'Waste diverted from landfill');
  }
  if (/\blandfill/i.test(context)) return reading('waste-landfilled', 'Waste sent to landfill');
  if (/\b(?:recycl\w*|recover\w*|reus\w*|compost\w*)\b/i.test(context))
    return reading('waste-recycled', 'Waste recycled or recovered');
  return undefined;
}

/** 'we collected 212 tonnes of pots, which our recycler turns into new ones': a take-back scheme's volume. */
const TAKEN_BACK = /\b(?:collected|taken back|took back|brought back|returned|take-back)\b/i;
const FOR_REUSE = /\b(?:recycl\w*|reus\w*|refurbish\w*|take-back|return scheme)\b/i;
/** Litter picked up on a clean-up day is not a product taken back. */
const LITTER = /\b(?:litter|clean-?ups?|beach\w*|rivers?|oceans?|seas?)\b/i;

function mass({ left, right, rest }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  const own = `${lastWords(left)} ${rest ?? right}`;
  const takenBack = TAKEN_BACK.test(own) && FOR_REUSE.test(`${left} ${rest ?? right}`);
  if (takenBack && !/\bwaste\b/i.test(context) && !LITTER.test(own) && !statesChange(left, right))
    return reading('take-back', 'Products collected through take-back');
  // Food wasted in kitchens and restaurants is its own indicator, not all the waste.
  if (/\b(?:waste|landfill)\b/i.test(context) && statesChange(left, right)) return undefined; // a cut, not the amount
  if (/\bfood (?:waste|loss)\b/i.test(context)) return reading('food-waste', 'Food waste');
  if (/\b(?:waste|landfill)\b/i.test(context))
    return waste(context) ?? reading('waste-generated', 'Waste generated');
  const reduced = CHANGE.test(context) || /\b(?:remov\w*|eliminat\w*|avoid\w*|sav\w*)\b/i.test(context);
  if (/\bplastics?\b/i.test(context) && reduced) return reading('plastic-reduction', 'Plastic reduction');
  if (/\bpackaging\b/i.test(context))
    return reduced
      ? reading('plastic-reduction', 'Packaging reduction')
      : reading('packaging-weight', 'Packaging used');
  if (
    /\brecycled\s+(?:materials?|plastics?|content|steel|aluminium|fibres?|polyester|paper)\b/i.test(context)
  ) {
    return reading('recycled-materials', 'Recycled materials used');
  }
  return producedGoods(left, right);
}

/**
 * 'In 2024 we roasted 3,400 tonnes of coffee', 'our mills processed 18,000 tonnes of grain': the
 * company's own output, named by its goods and verb ('Coffee roasted'). Its subject must be the company
 * and its goods no footprint ('tonnes of CO2', 'of waste' are read above or are not output).
 */
const PRODUCING =
  /\b(?:we|our\s+(?:[\p{Ll}-]+\s+){0,2}?(?:plants?|mills?|sites?|factor(?:y|ies)|roaster(?:y|ies)|baker(?:y|ies)|brewer(?:y|ies)|dair(?:y|ies)|teams?))\s+(roasted|produced|processed|milled|manufactured|harvested|bottled|brewed|baked|packed|recycled)\s+(?:(?:around|about|some|over|more\s+than|nearly|almost)\s+)?$/iu;
const OF_GOODS =
  /^\s*of\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+)(?=\s*(?:[,;.]|\s(?:in|at|for|from|across|during|last|this|and)\b|$))/u;
const NOT_OUTPUT = /\b(?:co2\w*|carbon|emissions?|ghg|waste|steam|heat|fuel|water|packaging|plastics?)\b/i;

function producedGoods(left: string, right: string): MetricReading | undefined {
  const verb = PRODUCING.exec(left)?.[1];
  const goods = OF_GOODS.exec(right)?.[1];
  if (!verb || !goods || NOT_OUTPUT.test(goods)) return undefined;
  return reading('production-volume', `${capitalize(goods)} ${verb.toLowerCase()}`, 'Production volume');
}

/** The words just before a figure ('Colleague engagement reached 74%'): its subject, not an earlier clause's. */
function lastWords(text: string): string {
  return text.split(/[,;:()]/).at(-1) ?? text;
}

/** The words just before a figure, or the label a colon closes ('Water per guest night: 412 litres'). */
function subjectWords(text: string): string {
  const label = /([^,;:()]*):\s*$/.exec(text)?.[1];
  return label ?? lastWords(text);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '100% of the electricity for our sites … came from renewable sources': the share is its subject. */
const SHARE_OF_ELECTRICITY = /^\s*of\s+(?:the\s+|our\s+|its\s+)?(?<what>electricity|energy|power)\b/i;
/** A bank's 'cost-income ratio', 'cost/income ratio', 'cost-to-income ratio'. */
const COST_INCOME = /\bcost[\s/-]+(?:to[\s-]+)?income(?:[\s-]+ratio)?\b|\bCIR\b/i;
/** 'rated EPC A–C', 'EPC ratings of A to C', 'EPC C or above': the energy bands of the homes lent on. */
const EPC_A_TO_C =
  /\bEPC\b[^.;|]{0,30}?\b(?:A\s?[–-]\s?C|A to C|C or (?:above|better))(?![\p{L}\d])|\b(?:A\s?[–-]\s?C|A to C)\s+(?:EPC|energy performance)\b/iu;
/** The lender's own book, not a market's or a country's homes. */
const OWN_BOOK =
  /\b(?:mortgage|lending|loan)\s+(?:book|portfolio|balances)\b|\b(?:our|the)\s+(?:book|portfolio)\b/i;
const OTHERS_HOMES = /\b(?:market|housing stock|homes in|all homes|national|industry|sector)\b/i;
const RENEWABLE = /\b(?:renewabl\w*|green electricity|clean electricity)\b/i;
const ENGAGEMENT =
  /\b(?:employee|colleague|staff|people|team)\s+engagement\b|\bengagement\s+(?:score|survey|index)\b/i;

function percent({ left, right, previous, rest }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  const changed = statesChange(left, right);
  const subject = SHARE_OF_ELECTRICITY.exec(right);
  if (subject && !changed && RENEWABLE.test(rest ?? right)) {
    return subject.groups?.what?.toLowerCase() === 'energy'
      ? reading('renewable-energy-share', 'Renewable energy share')
      : reading('renewable-electricity-share', 'Renewable electricity share');
  }
  if (GREEN_INVESTMENTS.test(context) && INVESTED.test(`${context} ${rest ?? ''}`) && !changed)
    return reading('green-investments-share', 'Share of green investments');
  if (GREEN_LOANS.test(context) && LENT.test(`${context} ${rest ?? ''}`.replace(GREEN_LOANS, '')) && !changed)
    return reading('green-investments-share', 'Share of green loans');
  if (ENGAGEMENT.test(lastWords(left)) && !changed)
    return reading('employee-engagement', 'Employee engagement');
  if (COST_INCOME.test(lastWords(left)) && !changed) return reading('cost-income-ratio', 'Cost-income ratio');
  // 'A to C' spans the clause break at 'to': the band is read across it.
  const band = `${context} ${rest ?? ''}`;
  if (EPC_A_TO_C.test(band) && OWN_BOOK.test(band) && !OTHERS_HOMES.test(band) && !changed)
    return reading('mortgages-epc-a-to-c', 'Mortgage book rated EPC A–C');
  const rate = workforceRate(context, changed);
  if (rate) return reading(rate.kindId, rate.name);
  if (EMISSIONS_TOPIC.test(context) && changed) {
    const scope = scopeLabel(left) ?? scopeLabel(right);
    const base = scope ? `${scope} emissions` : 'GHG emissions';
    return reading('ghg-emissions-reduction', `${base} reduction`, base);
  }
  if (/\b(?:renewabl\w*|green electricity|clean electricity)\b/i.test(context)) {
    // '…energy consumption was 98.4 GWh, and 71% of it came from renewable sources': 'it' is the energy.
    const ofTheEnergyJustRead =
      previous?.kindId === 'energy-consumption' && /^\s*of\s+(?:it|this|that|which)\b/i.test(right);
    return ofTheEnergyJustRead || (/\benergy\b/i.test(context) && !/\belectricity\b/i.test(context))
      ? reading('renewable-energy-share', 'Renewable energy share')
      : reading('renewable-electricity-share', 'Renewable electricity share');
  }
  if (/\b(?:women|female)\b/i.test(context)) {
    if (WOMEN_IN_ONE_GROUP.test(foldText(context))) return undefined;
    if (/\bboard\b/i.test(context)) return reading('women-board', 'Women on the board');
    if (/\b(?:leader\w*|manage\w*|senior|executive\w*)\b/i.test(context))
      return reading('women-leadership', 'Women in leadership');
    return reading('women-workforce', 'Women in the workforce');
  }
  if (/\b(?:waste|landfill)\b/i.test(context)) return waste(context);
  if (/\brecycling rate\b/i.test(context) && !changed)
    return reading('waste-recycled', 'Waste recycled or recovered');
  if (/\bpackaging\b/i.test(context) && /\b(?:recyclable|reusable|compostable)\b/i.test(context)) {
    return reading('packaging-recyclable-share', 'Recyclable or reusable packaging share');
  }
  const material = MATERIAL_SHARE.exec(context);
  if (material)
    return reading('sustainable-materials-share', `${capitalize(material[0].toLowerCase())} share`);
  if (/\b(?:suppliers?|factories|vendors)\b/i.test(context)) {
    if (/\baudit\w*/i.test(context)) return reading('suppliers-assessed', 'Suppliers audited');
    if (/\b(?:assess\w*|evaluat\w*|screen\w*)\b/i.test(context))
      return reading('suppliers-assessed', 'Suppliers assessed');
  }
  if (/\bwater\b/i.test(context) && changed) return reading('water-reduction', 'Water use reduction');
  if (/\b(?:energy|electricity)\b/i.test(context) && changed)
    return reading('energy-savings', 'Energy consumption reduction');
  // '…were 18,450 tCO2e, down 34%': the change refers back to the metric just read.
  if (changed && previous) {
    if (previous.kindId === 'ghg-emissions')
      return reading('ghg-emissions-reduction', `${previous.baseName} reduction`, previous.baseName);
    if (previous.kindId === 'energy-consumption' || previous.kindId === 'electricity-consumption') {
      return reading('energy-savings', `${previous.baseName} reduction`, previous.baseName);
    }
    if (previous.kindId.startsWith('water-'))
      return reading('water-reduction', `${previous.baseName} reduction`, previous.baseName);
  }
  return undefined;
}

function workforce({ quantity, left, right }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (NOT_HEADCOUNT.test(context)) return undefined;
  if (quantity.unit === 'people' && !EMPLOYMENT.test(context)) return undefined;
  return quantity.unit === 'FTE'
    ? reading('employees-fte', 'Full-time equivalents (FTE)')
    : reading('employees-headcount', 'Number of employees');
}

/** Members of a body the company has (its board, a committee, a team), not members of the company. */
const BODY_MEMBERS =
  /\b(?:board|committee|council|panel|jury|team|staff|family|families|parliament|network|alliance|association|federation|volunteers?|new)\b/i;

/** A place's overnight stays are a destination's, not the company's ('the valley counted 2.1 million'). */
const PLACE =
  /\b(?:region|regions|destination|valley|town|village|resort|municipality|city|country|canton|province|tourism)\b/i;
/** Stays the company's own hotels sold: the sentence says whose they are. */
const OWN_STAYS = /\b(?:our|we|hotels?|inns?|guesthouses?|properties)\b/i;
/** Nights the company funds or gives to others ('funded 1,200 nights of emergency shelter') are giving, not stays it sells. */
const GIVEN =
  /\b(?:fund\w*|donat\w*|charit\w*|homeless\w*|shelter|sponsor\w*|free of charge|gave|given|provid\w*)\b/i;
/** A member-owned business: a cooperative, a mutual, a building society, a credit union. */
const MEMBER_OWNED =
  /\b(?:co-?operatives?|co-?op|mutuals?|building society|friendly society|credit union|member-owned|owned by (?:its|our) members)\b/i;
/** Members of a loyalty scheme or a club are customers counted, not the business's owners. */
const SCHEME = /\b(?:loyalty|club|programme|program|app|newsletter|rewards?|scheme)\b/i;

/**
 * '412,000 overnight stays in 2024', 'the building society had 214,000 members': what a hotel or a
 * member-owned business does or has, counted as stated. A change in it ('12,000 more overnight stays') is
 * not its level, nor are a destination's stays or the members of a board or a loyalty scheme.
 */
function activity({ quantity, left, right, rest }: QuantityContext): MetricReading | undefined {
  if (statesChange(left, right) || /\b(?:more|fewer|additional|extra)\s*$/i.test(left)) return undefined;
  const sentence = `${left} ${rest ?? right}`;
  if (quantity.unit === 'overnight stays')
    return PLACE.test(sentence) || GIVEN.test(sentence) || !OWN_STAYS.test(sentence)
      ? undefined
      : reading('overnight-stays', 'Overnight stays');
  const notOwners = BODY_MEMBERS.test(`${lastWords(left)} ${right}`) || SCHEME.test(sentence);
  return notOwners || !MEMBER_OWNED.test(sentence) ? undefined : reading('members', 'Number of members');
}

/** 'In 2025 they gave 1,900 hours to 14 NGOs', 'pro bono hours for charities': time given, not sold. */
const TIME_GIVEN = /\b(?:gave|given|donated|contributed|pro bono)\b/i;
const GOOD_CAUSES = /\b(?:NGOs?|charit\w*|non-?profits?|good causes|local communit\w*)\b/i;

function timeGivenToGoodCauses(left: string, rest: string): boolean {
  const own = `${lastWords(left)} ${rest.split(/[,;:()](?!\d)/)[0] ?? ''}`;
  return TIME_GIVEN.test(own) && GOOD_CAUSES.test(own);
}

/** 'about 21 hours each', '25 hours per employee': hours per person, not a total. */
const PER_PERSON_AFTER = /^\s*(?:each|apiece|per (?:head|person|employee|colleague|FTE)|a head)\b/i;
const PER_PERSON = /^(?:employees?|colleagues?|persons?|people|heads?|FTEs?|workers?|staff)$/i;

/**
 * The gender a figure of training hours is of, by the last word for one before it: 'women received an
 * average of 27 hours of training and men 23 hours' gives 27 to women and 23 to men.
 */
function genderBefore(left: string): 'women' | 'men' | undefined {
  let gender: 'women' | 'men' | undefined;
  for (const match of lastWords(left).matchAll(/\b(?:(women|woman|female)|(men|man|male))\b/gi))
    gender = match[1] ? 'women' : 'men';
  return gender;
}

/** 'Training hours per employee averaged 21 hours', 'an average of 18 hours of training per employee'. */
function hours({ quantity, left, right, rest, previous }: QuantityContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  // 'Colleagues volunteered 3,400 hours': time given to communities, counted as the company states it.
  if (
    (/\bvolunteer\w*/i.test(context) || timeGivenToGoodCauses(left, rest ?? right)) &&
    !/\b(?:per|each|every|up to)\b/i.test(context)
  )
    return reading('volunteering-hours', 'Volunteering hours');
  if (!/\b(?:training|trained|learning)\b/i.test(context)) return undefined;
  const perPerson = PER_PERSON.test(quantity.per ?? '') || PER_PERSON_AFTER.test(right);
  const gender = genderBefore(left);
  // '…an average of 27 hours of training and men 23 hours': the second figure is an average too.
  const averageBefore = previous?.kindId === 'training-hours' && previous.name.includes('per employee');
  const average =
    perPerson ||
    (gender !== undefined && averageBefore) ||
    /\b(?:per (?:employee|colleague|person|FTE|head)|average\w*|averag\w*)\b/i.test(context);
  if (gender) {
    return average
      ? reading('training-hours', `Training hours per employee (${gender})`)
      : reading('training-hours', `Training hours (${gender})`);
  }
  return average
    ? reading('training-hours', 'Training hours per employee')
    : reading('training-hours', 'Training hours');
}

/** Money given by someone else, or every year as a policy, is not the company's giving in a year. */
const NOT_OWN_GIVING =
  /\b(?:customers?|clients?|shoppers|guests|members of the public|foundation's|each year|every year|annually|per year|a year|matched)\b/i;

/** 'Our charitable giving totalled £412,000 in FY2025/26', 'we donated €85,000 to local charities'. */
function money({ left, right }: QuantityContext): MetricReading | undefined {
  const clause = `${lastWords(left)} ${right}`;
  const grew = /\b(?:rose|risen|increas\w*|grew|grown|up|higher)\b/i.test(clause);
  if (!GIVING.test(clause) || NOT_OWN_GIVING.test(clause) || grew || statesChange(left, right))
    return undefined;
  return reading('community-investment', 'Charitable donations and community investment');
}

export function classifyQuantity(context: QuantityContext): MetricReading | undefined {
  switch (context.quantity.kind) {
    case 'emissions':
      return emissions(context);
    case 'energy':
      return energy(context);
    case 'power':
      return power(context);
    case 'water':
      return water(context);
    case 'mass':
      return mass(context);
    case 'percent':
      return percent(context);
    case 'workforce':
      return workforce(context);
    case 'hours':
      return hours(context);
    case 'money':
      return money(context);
    case 'activity':
      return activity(context);
    case 'rate': {
      const name = rateNamedBefore(context.left, context.left.length);
      return name ? reading('injury-rate', name) : undefined;
    }
  }
}
