import { describe, expect, it } from 'vitest';
import { etsParticipationStatements } from '../../company/facts/ets-participation-fact.js';
import { readCompanyFacts } from '../../company/facts/company-facts.js';
import { statedProfile } from '../../company/facts/stated-profile.js';
import { normalizeCompany } from '../../company/normalize.js';
import { etsRule } from './ets.js';

/** Fictional companies' own pages: an operator says whether its installations or ships are in the EU ETS. */
const TODAY = '2026-11-28';
const page = (text: string) => ({ url: 'https://www.operator.test/climate', text });
const states = (text: string) => etsParticipationStatements([page(text)]).length > 0;

describe('the company’s own words that it is covered by the EU ETS', () => {
  it.each([
    'We report our emissions under the EU MRV regulation and surrender allowances under the EU ETS.',
    'Our two cement plants are covered by the EU Emissions Trading System.',
    'Unsere Glasschmelzwannen unterliegen dem EU-Emissionshandel.',
    'Nos deux usines sont soumises au SEQE-UE depuis 2005.',
    'Onze stoomcentrale valt onder het EU ETS.',
    'I nostri impianti sono soggetti all’EU ETS.',
    'Nuestras plantas participan en el RCDE UE.',
    'Nasza elektrociepłownia jest objęta systemem EU ETS.',
    'As nossas duas fábricas estão abrangidas pelo Comércio Europeu de Licenças de Emissão (CELE).',
    'As nossas fábricas estão sujeitas ao CELE desde 2005.',
    'Lo stabilimento di Fiorano Modenese rientra nel sistema europeo di scambio delle quote di emissione (EU ETS).',
    'I nostri due forni rientrano nell’EU ETS dal 2013.',
    'Nuestras dos plantas están incluidas en el RCDE UE.',
    'Notre usine de Limoges relève du SEQE-UE.',
    'Unsere Glashütte fällt unter den EU-Emissionshandel.',
  ])('%s', (text) => {
    expect(states(text)).toBe(true);
  });

  it('reads no coverage that is denied, future, someone else’s, or ETS2', () => {
    for (const text of [
      'Our plants are not covered by the EU ETS.',
      'From 2027 our vessels will be covered by the EU ETS.',
      'Many of our customers are subject to the EU ETS.',
      'ETS2 will raise our fuel costs from 2028.',
      'Our fleet falls under the EU ETS2 from 2028.',
      'The EU ETS covers power plants and heavy industry.',
      'As nossas fábricas não estão abrangidas pelo CELE.',
      'Muitos dos nossos clientes estão sujeitos ao CELE.',
      'O CELE abrange centrais elétricas e a indústria pesada.',
      'Il nostro stabilimento non rientra nel sistema EU ETS.',
      'Dal 2028 i nostri forni rientreranno nell’EU ETS.',
      'Molti dei nostri clienti rientrano nell’EU ETS.',
      'The plant in Ghent of our customer Arcelor is covered by the EU ETS.',
      'Il settore ceramico rientra nel sistema EU ETS.',
    ])
      expect(states(text), text).toBe(false);
  });
});

describe('EU ETS: the company says it is covered', () => {
  it('in scope, quoting the sentence, whatever its sector', () => {
    const facts = readCompanyFacts(
      [
        page(
          'We report our emissions under the EU MRV regulation and surrender allowances under the EU ETS.',
        ),
      ],
      { today: TODAY },
    );
    const company = normalizeCompany(
      { Name: 'Example Tankers', Headquarters: 'Hellerup, Denmark' },
      {},
      undefined,
      statedProfile(facts),
    );
    const outcome = etsRule.evaluate(company, TODAY);
    expect(outcome.verdict).toBe('in-scope');
    expect(outcome.reason).toContain('its own pages state that it is covered');
    expect(outcome.reason).toContain('surrender allowances under the EU ETS');
  });
});
