import { describe } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import { itEvaluates } from '../rule-cases.js';
import { etsRule } from './ets.js';

/** A fictional Flemish cold-chain haulier, described on its own home page. */
const haulier = (headquarters: string) =>
  normalizeCompany(
    { Name: 'Koelvracht Dermaut', EmployeeCount: 'size_1001_5000', Headquarters: headquarters },
    {},
    classifyCompany(
      evidenceFromPages([
        {
          url: 'https://www.koelvracht.test/',
          content:
            'Koelvracht Dermaut is een familiebedrijf, gespecialiseerd in geconditioneerd wegtransport.',
        },
      ]),
    ),
  );

describe('EU ETS and ETS2 for a road haulier', () => {
  itEvaluates(etsRule, [
    {
      name: 'an EU road haulier pays the ETS2 price through its fuel; the fuel supplier is obliged',
      company: haulier('Lochristi, Belgium'),
      verdict: 'not-in-scope',
      reason: [
        'ETS2 obliges the fuel suppliers',
        'not the hauliers',
        'passed on in diesel and petrol prices',
      ],
      dates: [['ETS2', '2028-01-01']],
    },
  ]);
});
