import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { cbamRule } from './cbam.js';

const TRIGGER = ['iron and steel, aluminium, cement, fertilisers, hydrogen, electricity', '50 t'];

describe('CBAM', () => {
  itEvaluates(cbamRule, [
    {
      name: 'electricity importer (no de minimis)',
      company: company(
        { Headquarters: 'Vienna' },
        { placesGoodsOnEuMarket: consultant(['cbam-electricity' as const]) },
      ),
      verdict: 'in-scope',
      reason: [...TRIGGER, 'electricity', 'does not apply'],
      dates: [['Definitive period', '2026-01-01']],
    },
    {
      name: 'steel importer: tonnage unknown',
      company: company(
        { Headquarters: 'Genoa, Italy' },
        { placesGoodsOnEuMarket: consultant(['cbam-iron-steel' as const]) },
      ),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'iron and steel', 'at or below 50 t'],
    },
    {
      name: 'imports none of the goods',
      company: company({ Headquarters: 'Genoa, Italy' }, { placesGoodsOnEuMarket: consultant([]) }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'none of them'],
    },
    {
      name: 'goods not recorded',
      company: company({ Headquarters: 'Genoa, Italy', Industry: 'Steel' }),
      verdict: 'possibly-in-scope',
      reason: TRIGGER,
      missing: ['placesGoodsOnEuMarket'],
    },
    {
      // A finance company's goods are inferred (FINANCE_PLACES_NO_GOODS), the question left open.
      name: 'insurer, goods not recorded',
      company: company({ Headquarters: 'Munich', Industry: 'Insurance' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'places none of them', 'inferred, not stated'],
      missing: ['placesGoodsOnEuMarket'],
    },
  ]);
});
