import type { NormalizedCompany } from '../../company/types.js';
import { shortQuote } from '../../extraction/sentences.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { compareRange } from '../compare.js';
import { outcome, type RuleDate } from '../outcome.js';
import { describeHeadquarters } from '../describe.js';
import { describeSectors, hasAnySector, isServicesOnly } from './activity.js';
import { generatesWithoutCombustion } from '../../company/classification/generation-without-combustion.js';

const CHECKED = '2026-11-21';

/**
 * EU ETS (Directive 2003/87/EC, revised by (EU) 2023/959) and ETS2 (fact sheet §13). ETS1 covers
 * operators of power and heat generation and energy-intensive installations in the EEA, aircraft
 * operators and ships of 5,000 GT and more; ETS2 covers fuel suppliers for buildings and road
 * transport, with allowances from 2028 (postponed from 2027). No applicability fact says whether a
 * company operates such an installation, so the verdict rests on sector, production, location and the
 * combustion capacity its own pages state, and goes beyond 'likely' only where the company says it is
 * covered.
 */
export const ETS_DATES: RuleDate[] = [
  { label: 'Phase 4 (2021–2030) running since', date: '2021-01-01' },
  { label: 'Maritime: 100% of emissions surrendered from', date: '2026-01-01' },
  { label: 'ETS2 allowances for fuel suppliers from', date: '2028-01-01' },
];

/**
 * Industrial activities Annex I of the Directive lists with a capacity threshold, by the NACE Rev. 2.1
 * group (or division) whose makers run them. A maker with its own plants in the EEA very probably runs
 * one above the threshold: the assumption this rule states, and the consultant checks per plant.
 */
const ANNEX_I_ACTIVITIES: readonly { codes: readonly string[]; activity: string }[] = [
  { codes: ['17.1'], activity: 'the production of pulp, paper or board above 20 tonnes a day' },
  { codes: ['19.2'], activity: 'the refining of mineral oil' },
  { codes: ['20.1'], activity: 'the production of bulk chemicals, ammonia, fertiliser gases and hydrogen' },
  {
    codes: ['23.2', '23.3', '23.4'],
    activity:
      'the firing of ceramic products (tiles, bricks, refractories, stoneware, porcelain) above 75 tonnes a day',
  },
  {
    codes: ['23.5'],
    activity: 'the production of cement clinker above 500 tonnes a day and of lime above 50 tonnes a day',
  },
  { codes: ['24.1'], activity: 'the production of pig iron or steel above 2.5 tonnes an hour' },
  { codes: ['24.4'], activity: 'the production of primary aluminium and the melting of non-ferrous metals' },
];

/** A plant above the thresholds employs people by the dozen: a workshop of a few is not presumed to run one. */
const MIN_EMPLOYEES = 50;

function annexIActivity(company: NormalizedCompany): string | undefined {
  const sector = company.classification?.sector;
  if (!sector || compareRange(company.employees, '>=', MIN_EMPLOYEES) !== 'meets') return undefined;
  return ANNEX_I_ACTIVITIES.find(({ codes }) =>
    codes.some((code) => code === sector.group || code === sector.division),
  )?.activity;
}

/** Road freight (49.4) and passenger road transport (49.3): vehicles on the road, which ETS1 does not cover. */
const ROAD_TRANSPORT_GROUPS: readonly string[] = ['49.3', '49.4'];

/**
 * Sea and coastal water transport (50.1 passengers, 50.2 freight): ships of 5,000 GT and more are
 * covered for their voyages to, from and between EEA ports whatever their flag or owner's seat.
 */
const SEA_TRANSPORT_GROUPS: readonly string[] = ['50.1', '50.2'];

function isRoadTransport(company: NormalizedCompany): boolean {
  const group = company.classification?.sector?.group;
  return group !== undefined && ROAD_TRANSPORT_GROUPS.includes(group);
}

/** Annex I: the combustion of fuels in installations with a total rated thermal input above 20 MW. */
const COMBUSTION_THRESHOLD_MW = 20;

const megawatts = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} MW`;

/** The company's own statement of its boilers' or furnaces' capacity, as a reason can quote it. */
function statedCombustion(company: NormalizedCompany): string | undefined {
  const stated = company.combustionCapacityMw;
  if (!stated) return undefined;
  return `its own pages state a combustion capacity of ${megawatts(stated.value)} (“${shortQuote(stated.text, 200)}”)`;
}

/**
 * A stated capacity at or under the threshold, said where the verdict rests on something else: the
 * threshold adds up every unit on one site, which one sentence does not show.
 */
function belowThresholdNote(company: NormalizedCompany): string {
  const stated = statedCombustion(company);
  if (!stated || company.combustionCapacityMw!.value > COMBUSTION_THRESHOLD_MW) return '';
  // A heat output understates the fuel input the threshold counts (a CHP's the more so): no verdict on it.
  return ` As for combustion, ${stated}, not above the ${COMBUSTION_THRESHOLD_MW} MW threshold; the threshold counts the rated thermal (fuel) input of all units on one site, which can be higher than a stated output: check the site's permit.`;
}

const TRIGGER_TEXT =
  'The EU ETS applies to operators of covered installations in the EEA (power and heat generation, combustion above 20 MW, refineries, steel, cement, aluminium, chemicals), to aircraft operators and to ships of 5,000 GT and more; ETS2 adds fuel suppliers from 2028';

function evaluate(company: NormalizedCompany): RuleOutcome {
  const where = `${describeSectors(company)} ${describeHeadquarters(company)}`;
  // An operator knows whether it holds a greenhouse gas permit or surrenders allowances: its own
  // statement settles what its sector can only make likely.
  const participation = company.etsParticipation;
  if (participation) {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; as ${where}, its own pages state that it is covered (“${shortQuote(participation.text, 200)}”): it monitors, reports and has verified its emissions and surrenders allowances for them each year.`,
      ETS_DATES,
    );
  }
  if (hasAnySector(company, ['energy', 'extractives'])) {
    if (company.inEea === true && generatesWithoutCombustion(company.classification)) {
      return outcome(
        'possibly-in-scope',
        `${TRIGGER_TEXT}; as ${where} whose own pages describe wind, solar or hydro generation (“${company.classification!.sector!.decidingPhrase}”), which burns no fuel, it is covered only if it also runs a combustion installation above 20 MW (a gas, biomass or backup plant) or supplies fuel: check its sites.`,
        ETS_DATES,
      );
    }
    if (company.inEea === true) {
      return outcome(
        'likely-in-scope',
        `${TRIGGER_TEXT}; as ${where} it very probably operates covered installations or supplies fuel.`,
        ETS_DATES,
      );
    }
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; as ${where} it is covered only for installations, flights or voyages in the EEA, which the profile does not show.`,
      ETS_DATES,
    );
  }
  const stated = statedCombustion(company);
  if (stated && company.inEea === true && company.combustionCapacityMw!.value > COMBUSTION_THRESHOLD_MW) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; as ${where}, ${stated}, above the ${COMBUSTION_THRESHOLD_MW} MW of rated thermal input from which a combustion installation is covered: the site it runs it at very probably is one (check the rated thermal input of every unit there and the site's permit).`,
      ETS_DATES,
    );
  }
  const activity = annexIActivity(company);
  const production = company.classification?.productionModel?.value;
  if (activity && company.inEea === true && (production === 'own production' || production === 'mixed')) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; Annex I also lists ${activity}, and as ${where} with production of its own it very probably operates such an installation. This assumes at least one plant is above the threshold: check each plant's capacity (a small emitter a Member State has opted out is not covered).`,
      ETS_DATES,
    );
  }
  if (SEA_TRANSPORT_GROUPS.includes(company.classification?.sector?.group ?? '')) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; as ${where} it very probably operates ships of 5,000 GT and more on voyages to, from or between EEA ports, which are covered whatever the ship's flag or its owner's seat: check each ship's gross tonnage and its EEA voyages.`,
      ETS_DATES,
    );
  }
  if (isRoadTransport(company)) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; as ${where} it operates no covered installation, aircraft or ship, and ETS2 obliges the fuel suppliers that release road fuel for consumption, not the hauliers or bus operators that burn it. From 2028 it bears the ETS2 carbon price passed on in diesel and petrol prices (sustainable biofuels count at zero emissions). A combustion plant above 20 MW at one of its depots would be covered: check its sites.${belowThresholdNote(company)}`,
      ETS_DATES,
    );
  }
  if (isServicesOnly(company)) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; as ${where} it does not operate such installations, aircraft or ships.${belowThresholdNote(company)}`,
    );
  }
  return outcome(
    'possibly-in-scope',
    `${TRIGGER_TEXT}; as ${where} it may operate a covered installation, aircraft or ship; check its sites and fleet.${belowThresholdNote(company)}`,
    ETS_DATES,
  );
}

export const etsRule: ApplicabilityRule = {
  id: 'eu-ets',
  name: 'EU Emissions Trading System (EU ETS and ETS2)',
  typeLabel: 'EU Directive',
  version: 'Directive 2003/87/EC as revised by Directive (EU) 2023/959; ETS2 start postponed to 2028',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/dir/2003/87/oj',
      title: 'Directive 2003/87/EC (EU ETS)',
      asOf: CHECKED,
    },
    {
      url: 'https://eur-lex.europa.eu/eli/dir/2023/959/oj',
      title: 'Directive (EU) 2023/959 amending the EU ETS (incl. maritime and ETS2)',
      asOf: CHECKED,
    },
    {
      url: 'https://www.clydeco.com/zh/insights/2024/03/eu-ets-for-marine-transport-explained-executive-su',
      title: 'Clyde & Co: EU ETS for marine transport explained',
      asOf: CHECKED,
    },
    {
      url: 'https://www.argusmedia.com/zh/news-and-insights/latest-market-news/2787018-eu-parliament-adopts-2040-climate-target',
      title: 'Argus Media: EU Parliament adopts 2040 climate target, ETS2 postponed by one year to 2028',
      asOf: CHECKED,
    },
    {
      url: 'https://veyt.com/eu-ets2-delay-to-2028',
      title: 'Veyt: Council agrees 2040 target and a one-year ETS2 delay to 2028',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};
