import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import type { ClientProfileInput } from '../../company/types.js';
import { company, itEvaluates } from '../rule-cases.js';
import { etsRule } from './ets.js';

const TRIGGER = ['combustion above 20 MW', 'ships of 5,000 GT and more', 'fuel suppliers from 2028'];

describe('EU ETS and ETS2', () => {
  itEvaluates(etsRule, [
    {
      name: 'EU utility',
      company: company({ Headquarters: 'Fredericia, Denmark', Industry: 'Renewable Energy' }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'very probably operates'],
      dates: [['ETS2', '2028-01-01']],
    },
    {
      name: 'non-EU oil and gas company',
      company: company({ Headquarters: 'Houston', Industry: 'Oil & Gas' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'in the EEA'],
    },
    {
      name: 'EU bank',
      company: company({ Headquarters: 'Frankfurt', Industry: 'Banking' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'does not operate'],
    },
    {
      name: 'unknown sector',
      company: company({ Headquarters: 'Frankfurt' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'check its sites and fleet'],
    },
  ]);
});

/**
 * Annex I lists energy-intensive activities with a capacity threshold: a sizeable maker of ceramic tiles,
 * cement or paper with plants of its own in the EEA very probably runs one. Fictional companies' pages.
 */
const siteSaying = (...lines: string[]) =>
  classifyCompany(evidenceFromPages([{ url: 'https://www.maker.test/about', content: lines.join('\n') }]));
const TILE_MAKER = [
  'We manufacture porcelain stoneware floor and wall tiles in our own plants in Emilia-Romagna.',
  'Our kilns fire large-format slabs for architects and distributors.',
];
const tileMaker = (profile: Partial<ClientProfileInput>, ...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example Tiles', EmployeeCount: 'size_501_1000', Headquarters: 'Modena, Italy', ...profile },
    {},
    siteSaying(...(lines.length > 0 ? lines : TILE_MAKER)),
  );

describe('EU ETS: industrial activities Annex I lists', () => {
  it('the tile maker is classified as a maker of clay building materials with its own production', () => {
    const maker = tileMaker({});
    expect(maker.classification?.sector?.group).toBe('23.3');
    expect(maker.classification?.productionModel?.value).toBe('own production');
  });

  itEvaluates(etsRule, [
    {
      name: 'EU tile maker with 501–1,000 employees and its own plants',
      company: tileMaker({}),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'firing of ceramic products', '75 tonnes a day', "check each plant's capacity"],
    },
    {
      name: 'counter-example: a pottery workshop of 1–10 people',
      company: tileMaker({ EmployeeCount: 'size_1_10' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'check its sites and fleet'],
    },
    {
      name: 'counter-example: the same tile maker headquartered outside the EEA',
      company: tileMaker({ Headquarters: 'Dallas, TX' }),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'check its sites and fleet'],
    },
    {
      name: 'counter-example: a tile brand whose tiles are made by contract manufacturers',
      company: tileMaker(
        {},
        'We design porcelain stoneware floor and wall tiles.',
        'Our tiles are produced by contract manufacturers in Spain and Portugal.',
      ),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'check its sites and fleet'],
    },
  ]);
});

/**
 * Wind, solar and hydro plants burn no fuel: a producer whose own words name only these is no presumed
 * ETS operator; one that also names gas-fired plants is. Fictional producers' pages.
 */
const producer = (...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example Power', EmployeeCount: 'size_201_500', Headquarters: 'Porto, Portugal' },
    {},
    siteSaying(...lines),
  );

describe('EU ETS: an electricity producer that burns no fuel', () => {
  it('the wind and solar producer is classified as an electricity producer', () => {
    expect(
      producer(
        'Desenvolvemos, construímos e operamos parques eólicos e centrais solares fotovoltaicas em Portugal.',
      ).classification?.sector?.group,
    ).toBe('35.1');
  });

  itEvaluates(etsRule, [
    {
      name: 'a Portuguese producer of wind, solar and hydro power',
      company: producer(
        'Desenvolvemos, construímos e operamos parques eólicos, centrais solares fotovoltaicas e aproveitamentos hidroelétricos em Portugal.',
      ),
      verdict: 'possibly-in-scope',
      reason: [...TRIGGER, 'burns no fuel', 'check its sites'],
    },
    {
      name: 'counter-example: a producer that also runs gas-fired plants',
      company: producer('We develop and operate wind farms and gas-fired power plants in Portugal.'),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'very probably operates'],
    },
  ]);
});

describe('EU ETS: a lender classified from its own pages', () => {
  it('a building society that takes savings and lends mortgages operates no covered installation', () => {
    const lender = normalizeCompany(
      { Name: 'Example Mutual', EmployeeCount: 'size_1001_5000', Headquarters: 'Carlisle, United Kingdom' },
      {},
      siteSaying(
        'We provide savings accounts, cash ISAs and residential mortgages to our members.',
        'As a building society we are owned by our members.',
      ),
    );
    expect(lender.classification?.sector?.division).toBe('64');
    const result = etsRule.evaluate(lender, '2026-11-27');
    expect(result.verdict).toBe('not-in-scope');
    expect(result.reason).toContain('does not operate');
  });
});
