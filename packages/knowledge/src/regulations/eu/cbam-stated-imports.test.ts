import { describe, expect, it } from 'vitest';
import { cbamImportStatements } from '../../company/facts/cbam-imports-fact.js';
import { readCompanyFacts } from '../../company/facts/company-facts.js';
import { statedProfile } from '../../company/facts/stated-profile.js';
import { normalizeCompany } from '../../company/normalize.js';
import { cbamRule } from './cbam.js';

/** Fictional companies' own pages: a foundry, a window maker, a farm co-operative say what they bring in. */
const TODAY = '2026-11-28';
const page = (text: string) => ({ url: 'https://www.foundry.test/sourcing', text });
const read = (text: string) => cbamImportStatements([page(text)])[0]?.value;

describe('the company’s own words that it imports CBAM goods from a covered country', () => {
  it.each([
    ['We import about 4,200 t of pig iron a year from Ukraine.', 'cbam-iron-steel', ['UA'], 4200, true],
    ['Surové železo dovážíme z Ukrajiny, ročně asi 4 200 t.', 'cbam-iron-steel', ['UA'], 4200, true],
    ['Aluminiumbarren beziehen wir überwiegend aus der Türkei.', 'cbam-aluminium', ['TR'], undefined, false],
    ['Nous importons chaque année 12 000 t d’engrais du Maroc.', 'cbam-fertilisers', ['MA'], 12000, true],
    [
      'Onze staalplaten kopen we in bij walserijen in India en China.',
      'cbam-iron-steel',
      ['IN', 'CN'],
      undefined,
      false,
    ],
    ['Importiamo il clinker da paesi terzi via nave.', 'cbam-cement', ['outside the EU'], undefined, true],
  ])('%s', (text, good, origins, tonnes, importsItself) => {
    const value = read(text);
    expect(value?.goods).toContain(good);
    expect(value?.origins).toEqual(origins);
    expect(value?.tonnes).toBe(tonnes);
    expect(value?.importsItself).toBe(importsItself);
  });

  it('reads no import from inside the EU, the EEA or Switzerland, of ore or scrap, exported, denied, planned or a customer’s', () => {
    for (const text of [
      'We buy our steel coil from mills in Germany and Austria.',
      'Our aluminium comes from a smelter in Norway.',
      'Wir beziehen Stahl aus der Schweiz.',
      'We import iron ore from Brazil for our partners.',
      'We buy steel scrap from dealers in Serbia.',
      'We export steel tubes to the United States and Canada.',
      'We do not import any steel from outside the EU.',
      'We plan to import aluminium from Turkey from 2028.',
      'Our customers import steel from China.',
      'Steel imports from China rose by 12% in 2025, the association reports.',
      'We import coffee from Brazil and Ethiopia.',
    ])
      expect(read(text), text).toBeUndefined();
  });
});

function cbamFor(text: string, headquarters = 'Hranice, Czechia') {
  const facts = readCompanyFacts([page(text)], { today: TODAY });
  const company = normalizeCompany(
    { Name: 'Example Foundry', Headquarters: headquarters },
    {},
    undefined,
    statedProfile(facts),
  );
  return cbamRule.evaluate(company, TODAY);
}

describe('CBAM from a stated import', () => {
  it('in scope where the company imports more than 50 t itself, quoting the sentence', () => {
    const outcome = cbamFor('We import about 4,200 t of pig iron a year from Ukraine.');
    expect(outcome.verdict).toBe('in-scope');
    expect(outcome.reason).toContain('its own pages say it imports iron and steel from Ukraine');
    expect(outcome.reason).toContain('4,200 t a year, above the 50 t exemption');
  });

  it('likely in scope where it buys them, naming the trader who may declare them instead', () => {
    const outcome = cbamFor('Aluminiumbarren beziehen wir überwiegend aus der Türkei.', 'Ulm, Germany');
    expect(outcome.verdict).toBe('likely-in-scope');
    expect(outcome.reason).toContain('buys aluminium from Türkiye');
    expect(outcome.reason).toContain('the trader declares them');
    expect(outcome.missingFacts).toEqual(['placesGoodsOnEuMarket']);
  });

  it('possibly in scope where the stated tonnage is within the exemption', () => {
    const outcome = cbamFor('We import around 30 t of aluminium sheet a year from Turkey.');
    expect(outcome.verdict).toBe('possibly-in-scope');
    expect(outcome.reason).toContain('the 30 t stated stays within the 50 t exemption');
  });

  it('leaves a company outside the EU, and the consultant’s answer, to the other rules', () => {
    expect(
      cbamFor('We import about 4,200 t of pig iron a year from Ukraine.', 'Sheffield, United Kingdom').reason,
    ).not.toContain('its own pages say');
    const facts = readCompanyFacts([page('We import about 4,200 t of pig iron a year from Ukraine.')], {
      today: TODAY,
    });
    const answered = normalizeCompany(
      { Name: 'Example Foundry', Headquarters: 'Hranice, Czechia' },
      { placesGoodsOnEuMarket: { value: [], origin: { kind: 'consultant' } } },
      undefined,
      statedProfile(facts),
    );
    expect(cbamRule.evaluate(answered, TODAY).verdict).toBe('not-in-scope');
  });
});
