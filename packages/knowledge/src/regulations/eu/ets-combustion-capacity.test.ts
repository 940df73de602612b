import { describe, expect, it } from 'vitest';
import { combustionCapacityStatements } from '../../company/facts/combustion-capacity-fact.js';
import { readCompanyFacts } from '../../company/facts/company-facts.js';
import { statedProfile } from '../../company/facts/stated-profile.js';
import { normalizeCompany } from '../../company/normalize.js';
import { etsRule } from './ets.js';

/** Fictional companies' own pages: the boiler or furnace capacity they state decides the ETS's 20 MW. */
const TODAY = '2026-11-28';
const page = (text: string) => ({ url: 'https://www.maker.test/sustainability', text });
const capacities = (text: string) =>
  combustionCapacityStatements([page(text)]).map((statement) => statement.value.megawatts);

describe('the combustion capacity the company states', () => {
  it.each([
    ['Our boiler house has a rated thermal input of 12 MW.', [12]],
    ['Since 2021 our biomass boiler (8.5 MWth) heats the drying kilns.', [8.5]],
    ['Unsere Kesselanlage hat eine Feuerungswärmeleistung von 24,5 MW.', [24.5]],
    ['Nasza kotłownia o mocy cieplnej 12 MW zasila suszarnie.', [12]],
    ['Notre chaufferie biomasse, d’une puissance thermique de 6 MW, alimente le site.', [6]],
    ['Onze stoomketel heeft een thermisch vermogen van 31 MW.', [31]],
    ['Il nostro impianto di cogenerazione ha una potenza termica di 4,2 MW.', [4.2]],
    // A site's total input in a permit's words is the operator's own, possessive or not.
    [
      'Zemní plyn se používá k sušení forem; celkový jmenovitý tepelný příkon spalovacích zdrojů je 6,4 MW.',
      [6.4],
    ],
    ['The total rated thermal input of the combustion units on site is 14 MW.', [14]],
    // A plant is no plan: 'Our biomass plant' is running.
    ['Our biomass heating plant has a rated thermal input of 25 MW.', [25]],
    // The boiler supplying steam is the company's own; only supplying a boiler to someone is not.
    [
      'Our bark and biomass boiler has a rated thermal input of 68 MW and supplies steam to both board machines.',
      [68],
    ],
    ['Unser Heizkessel mit 14 MW Feuerungswärmeleistung liefert Dampf für die Trocknung.', [14]],
    // Portuguese: a site total in the permit's order ('potência térmica nominal total'), a possessive.
    ['Os fornos e os atomizadores têm uma potência térmica nominal total de 96 MW.', [96]],
    ['A nossa caldeira de biomassa tem uma potência térmica de 9 MW.', [9]],
  ])('%s', (text, expected) => {
    expect(capacities(text)).toEqual(expected);
  });

  it('reads no electrical, peak or yearly figure, no customer’s boiler and no planned one', () => {
    for (const text of [
      'Our rooftop solar plant has a peak output of 2.4 MWp.',
      'Our CHP unit generates 4 MWe of electricity.',
      'Our boilers produced 18,000 MWh of steam in 2025.',
      'We supplied a 50 MW boiler to a paper mill in Finland.',
      'For our customers we design boilers up to 80 MW thermal input.',
      'We plan to install a 25 MW biomass boiler by 2028.',
      'A boiler with a rated thermal input of 45 MW heats the district network.',
      'Fornecemos aos nossos clientes caldeiras com uma potência térmica de 30 MW.',
      'Uma caldeira com uma potência térmica de 45 MW aquece a rede urbana.',
      'A nossa central fotovoltaica tem uma potência de 6,2 MWp.',
    ])
      expect(capacities(text), text).toEqual([]);
  });
});

/** The company as the rules see it, from its pages alone (no sector: the capacity decides). */
function companyStating(text: string) {
  const facts = readCompanyFacts([page(text)], { today: TODAY });
  return normalizeCompany(
    { Name: 'Example Mill', Headquarters: 'Tampere, Finland' },
    {},
    undefined,
    statedProfile(facts),
  );
}

describe('EU ETS: a stated combustion capacity', () => {
  it('above 20 MW: likely in scope, quoting the sentence', () => {
    const outcome = etsRule.evaluate(
      companyStating('Our steam boilers have a total rated thermal input of 38 MW.'),
      TODAY,
    );
    expect(outcome.verdict).toBe('likely-in-scope');
    expect(outcome.reason).toContain('combustion capacity of 38 MW');
    expect(outcome.reason).toContain('“Our steam boilers have a total rated thermal input of 38 MW.”');
  });

  it('at or under 20 MW: the verdict rests on the rest, and the reason says the stated capacity is under the threshold', () => {
    const outcome = etsRule.evaluate(
      companyStating('Our boiler house has a rated thermal input of 12 MW.'),
      TODAY,
    );
    expect(outcome.verdict).toBe('possibly-in-scope');
    expect(outcome.reason).toContain('combustion capacity of 12 MW');
    expect(outcome.reason).toContain('not above the 20 MW threshold');
  });

  it('outside the EEA a stated capacity decides nothing', () => {
    const facts = readCompanyFacts([page('Our boilers have a rated thermal input of 38 MW.')], {
      today: TODAY,
    });
    const company = normalizeCompany(
      { Name: 'Example Mill', Headquarters: 'Houston, Texas' },
      {},
      undefined,
      statedProfile(facts),
    );
    expect(etsRule.evaluate(company, TODAY).verdict).toBe('possibly-in-scope');
  });
});
