import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import type { ClientProfileInput, NormalizedCompany } from '../company/types.js';
import { consultant, TODAY } from './rule-cases.js';
import { evaluateRule } from './registry.js';
import type { ApplicabilityRule, Verdict } from './types.js';
import { batteriesRule } from './eu/batteries.js';
import { cbamRule } from './eu/cbam.js';
import { esprRule } from './eu/espr.js';
import { eudrRule } from './eu/eudr.js';
import { forcedLabourRule } from './eu/forced-labour.js';
import { ppwrRule } from './eu/ppwr.js';

/**
 * Service companies and the product rules: each activity gets an answer per rule (an inference, or the
 * question in its own terms), read from what its own website says it does. Counter-examples: the same
 * activity with goods named beside it, a goods question answered, an industry word with no decided
 * NACE code, and neighbouring activities (electricity, gas) that stay open.
 */
const PROFILE: ClientProfileInput = {
  Name: 'Example Co',
  EmployeeCount: 'size_201_500',
  Revenue: 'rev_50M_100M',
  Headquarters: 'Lyon, France',
};

function fromSite(...lines: string[]): NormalizedCompany {
  const evidence = evidenceFromPages([{ url: 'https://www.example.test/about', content: lines.join('\n') }]);
  return normalizeCompany(PROFILE, {}, classifyCompany(evidence));
}

const SOFTWARE = fromSite(
  'We develop software for hospital scheduling.',
  'Our developers build and maintain the platform, which we sell as a subscription service.',
);
const HOTELS = fromSite(
  'We operate eleven hotels in the Alps, with 1,400 rooms.',
  'Our hotels welcome 300,000 guests a year.',
);
const HEAT = fromSite(
  'We operate district heating networks in six towns.',
  'Our biomass boilers supply heat to 14,000 homes through 180 km of pipes.',
);

const HAULIER = fromSite(
  'We provide road transport and cold storage for retailers.',
  'Our 240 trucks deliver pallets to distribution centres across the Benelux.',
);

type Expectation = [rule: ApplicabilityRule, verdict: Verdict, phrase: string | RegExp];

function expectRules(company: NormalizedCompany, expectations: Expectation[]) {
  for (const [rule, verdict, phrase] of expectations) {
    const result = evaluateRule(rule, company, TODAY);
    expect(result.verdict, rule.id).toBe(verdict);
    if (typeof phrase === 'string') expect(result.reason, rule.id).toContain(phrase);
    else expect(result.reason, rule.id).toMatch(phrase);
    // The goods question stays open: the consultant's answer overrules the inference.
    expect(result.missingFacts, rule.id).toContain(
      rule.id === 'eu-espr' && verdict !== 'not-in-scope' ? result.missingFacts[0] : 'placesGoodsOnEuMarket',
    );
  }
}

describe('the product rules per service activity', () => {
  it('the sites classify as the activities the tests are about', () => {
    expect(SOFTWARE.classification?.sector?.division).toBe('62');
    expect(HOTELS.classification?.sector?.division).toBe('55');
    expect(HEAT.classification?.sector?.group).toBe('35.3');
  });

  it('a bank classified from its own site places no goods: the finance inference answers', () => {
    const bank = fromSite(
      'We are a cooperative savings bank for private customers and small businesses.',
      'As a bank we provide mortgages, loans, savings accounts and current accounts.',
    );
    expect(bank.classification?.sector?.division).toBe('64');
    // Every product rule by the one finance inference.
    const rules = [eudrRule, cbamRule, batteriesRule, ppwrRule, forcedLabourRule];
    expectRules(
      bank,
      rules.map((rule): Expectation => [rule, 'not-in-scope', 'banking, insurance or asset management']),
    );
  });

  it('a software company places none of any rule’s goods, each by a stated inference', () => {
    expectRules(SOFTWARE, [
      [eudrRule, 'not-in-scope', 'assumes a company whose activity is software'],
      [cbamRule, 'not-in-scope', 'answer the question if it also sells hardware'],
      [batteriesRule, 'not-in-scope', 'is inferred, not stated'],
      [ppwrRule, 'not-in-scope', 'assumes a company whose activity is software'],
      [esprRule, 'not-in-scope', 'no products of its own'],
      [forcedLabourRule, 'not-in-scope', 'it sells services rather than products'],
    ]);
  });

  it('a hotel group: no CBAM goods, batteries or consumer products; coffee, packaging and products it sells stay open', () => {
    expectRules(HOTELS, [
      [cbamRule, 'not-in-scope', 'imports no iron, steel, aluminium'],
      [batteriesRule, 'not-in-scope', 'neither makes nor imports batteries'],
      [esprRule, 'not-in-scope', 'sells stays and meals'],
      [eudrRule, 'possibly-in-scope', 'coffee, cocoa, beef, soya, wood furniture'],
      [ppwrRule, 'possibly-in-scope', 'as a distributor if it sells packaged food or drink'],
      [forcedLabourRule, 'possibly-in-scope', 'not its services'],
    ]);
  });

  it('a heat network: no batteries, packaging or consumer products; the wood it burns and CBAM imports stay open', () => {
    expectRules(HEAT, [
      [batteriesRule, 'not-in-scope', 'sells heat or cooling through its network'],
      [ppwrRule, 'not-in-scope', 'delivers through pipes'],
      [esprRule, 'not-in-scope', 'sells heat or cooling, not consumer products'],
      [eudrRule, 'possibly-in-scope', 'burns wood is in scope only for wood it harvests, imports'],
      [cbamRule, 'possibly-in-scope', 'steel (such as pipe)'],
      [forcedLabourRule, 'possibly-in-scope', 'whether it places any product on the EU market is not known'],
    ]);
  });

  it('a road haulier: no EUDR goods, batteries, consumer products or forced-labour products; CBAM and packaging stay open', () => {
    expect(HAULIER.classification?.sector?.division).toBe('49');
    expectRules(HAULIER, [
      [eudrRule, 'not-in-scope', 'moves and stores goods its customers own'],
      [batteriesRule, 'not-in-scope', 'neither makes, imports nor sells batteries'],
      [esprRule, 'not-in-scope', 'sells transport and storage'],
      [forcedLabourRule, 'not-in-scope', 'places no products of its own'],
      [cbamRule, 'possibly-in-scope', 'indirect customs representative'],
      [ppwrRule, 'possibly-in-scope', 'packaging it fills or packs for customers'],
    ]);
  });

  it('a food maker has no products ESPR covers (food and feed are outside it); other product rules stay as they were', () => {
    const oil = fromSite(
      'We press olive oil in our own mill in Jaén and bottle it in our plant.',
      'Our olive oil is sold in 40 countries.',
    );
    expect(oil.classification?.sector?.division).toBe('10');
    const espr = evaluateRule(esprRule, oil, TODAY);
    expect(espr.verdict).toBe('not-in-scope');
    expect(espr.reason).toContain('food, drink or feed, which ESPR does not cover (Art. 1(2))');
    expect(espr.missingFacts).toEqual(['placesGoodsOnEuMarket']);
    expect(evaluateRule(ppwrRule, oil, TODAY).verdict).toBe('likely-in-scope');
    // Counter-example: a maker of kitchen appliances is not a food maker.
    const ovens = fromSite('We manufacture ovens and cooktops in our own factory in Lyon.');
    expect(evaluateRule(esprRule, ovens, TODAY).reason).not.toContain('ESPR does not cover');
  });

  it('a weaver places no EUDR commodity and no battery; CBAM imports, packaging and the forced-labour ban stay open', () => {
    const weaver = fromSite(
      'We weave technical fabrics for filtration and protective clothing in our own plants in Belgium and Poland.',
    );
    expect(weaver.classification?.sector?.division).toBe('13');
    expectRules(weaver, [
      [eudrRule, 'not-in-scope', 'assumes a textile maker places yarns, fabrics and made-up textiles'],
      [batteriesRule, 'not-in-scope', 'answer the question if it sells heated or electronic textiles'],
      [cbamRule, 'possibly-in-scope', 'covered goods it imports into the EU itself, above 50 t a year'],
      [ppwrRule, 'likely-in-scope', 'packaged products'],
      [forcedLabourRule, 'likely-in-scope', 'very probably makes products available there'],
    ]);
  });

  it('makers of concrete or of fabricated metal place no EUDR commodity and no battery; a metal maker’s CBAM imports stay open', () => {
    const precast = fromSite(
      'We manufacture precast concrete elements for bridges and tunnels in our own plants.',
    );
    expect(precast.classification?.sector?.division).toBe('23');
    expectRules(precast, [
      [eudrRule, 'not-in-scope', 'glass, ceramic, concrete, cement or stone products'],
      [batteriesRule, 'not-in-scope', 'glass, ceramic, concrete, cement or stone products'],
    ]);
    const steelwork = fromSite(
      'We fabricate structural steelwork: we manufacture steel frames for warehouses and bridges in our own workshop.',
    );
    expect(steelwork.classification?.sector?.division).toBe('25');
    expectRules(steelwork, [
      [eudrRule, 'not-in-scope', 'fabricated metal products'],
      [batteriesRule, 'not-in-scope', 'tools worked by hand'],
      [cbamRule, 'possibly-in-scope', 'sheet, bar, tube, fasteners'],
    ]);
  });

  describe('counter-examples', () => {
    it('software beside a hardware product line is not inferred to place no goods', () => {
      const both = fromSite(
        'We develop software for hospital scheduling.',
        'We manufacture the bedside terminals and wall displays in our own factory in Lyon.',
        'We assemble 20,000 terminals a year.',
      );
      expect(both.classification?.productionModel?.value).toBe('own production');
      for (const rule of [batteriesRule, cbamRule, forcedLabourRule]) {
        expect(evaluateRule(rule, both, TODAY).verdict, rule.id).not.toBe('not-in-scope');
      }
    });

    it('a hotel whose consultant answered the goods question is read by the answer', () => {
      const answered = normalizeCompany(
        PROFILE,
        { placesGoodsOnEuMarket: consultant(['coffee', 'batteries'] as const) },
        HOTELS.classification,
      );
      expect(evaluateRule(eudrRule, answered, TODAY).verdict).toBe('in-scope');
      expect(evaluateRule(batteriesRule, answered, TODAY).verdict).toBe('in-scope');
    });

    it('a software industry word without a decided NACE code stays open', () => {
      const typed = normalizeCompany({ ...PROFILE, Industry: 'Software' });
      expect(typed.classification).toBeUndefined();
      expect(evaluateRule(batteriesRule, typed, TODAY).verdict).toBe('possibly-in-scope');
      expect(evaluateRule(ppwrRule, typed, TODAY).verdict).not.toBe('not-in-scope');
    });

    it('an electricity producer is not a heat network: its product rules stay open', () => {
      const power = fromSite(
        'We generate electricity in our wind farms and hydropower plants.',
        'We produce 2.1 TWh of electricity a year.',
      );
      expect(power.classification?.sector?.division).toBe('35');
      expect(power.classification?.sector?.group).not.toBe('35.3');
      expect(evaluateRule(batteriesRule, power, TODAY).verdict).toBe('possibly-in-scope');
      expect(evaluateRule(cbamRule, power, TODAY).reason).not.toContain('heat network');
    });

    it('the same rules for a weaver are untouched by the service answers', () => {
      const weaver = fromSite('We weave technical fabrics in our own plants in Belgium and Poland.');
      expect(evaluateRule(ppwrRule, weaver, TODAY).verdict).toBe('likely-in-scope');
      expect(evaluateRule(cbamRule, weaver, TODAY).reason).not.toContain('is inferred');
    });

    it('a weaver whose consultant answered the goods question is read by the answer', () => {
      const weaver = fromSite('We weave technical fabrics in our own plants in Belgium and Poland.');
      const answered = normalizeCompany(
        PROFILE,
        { placesGoodsOnEuMarket: consultant(['rubber'] as const) },
        weaver.classification,
      );
      expect(evaluateRule(eudrRule, answered, TODAY).verdict).toBe('in-scope');
    });

    it('a weaver that also makes garments in large part is not inferred to place no EUDR goods', () => {
      const both = fromSite(
        'We weave technical fabrics in our own plants.',
        'We also manufacture leather workwear and gloves; our garment factory sews 200,000 leather gloves a year.',
        'Our leather jackets and leather gloves are sold to industrial customers.',
      );
      const sector = both.classification?.sector;
      const runnerUp = sector?.alternatives.find((alternative) => alternative.division !== sector.division);
      expect(runnerUp?.share ?? 0).toBeGreaterThanOrEqual(0.2);
      expect(evaluateRule(eudrRule, both, TODAY).verdict).not.toBe('not-in-scope');
    });
  });
});
