import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import { materialityFor } from './materiality.js';

const producer = (...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example Power', EmployeeCount: 'size_201_500', Headquarters: 'Porto, Portugal' },
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.power.test/about', content: lines.join('\n') }])),
  );

// A wind and solar producer's materiality must not speak of the combustion its ETS verdict rules out.
describe('materiality of an electricity producer that burns no fuel', () => {
  it('scores it with the wind, solar and hydro profile: no ETS coverage, no NOx, siting and supply chain instead', () => {
    const result = materialityFor(
      producer('We develop and operate wind farms and solar parks in Portugal and Spain.'),
    );
    expect(result.sectorsUsed).toEqual(['renewable-generation']);
    const said = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(said).not.toMatch(/combustion releases|is covered by the EU ETS|NOx/u);
    expect(result.assessedTopics.filter((t) => t.material).map((t) => t.standard)).toEqual(
      expect.arrayContaining(['E1', 'E4', 'S3', 'S2']),
    );
  });

  it('counter-example: a producer that also runs gas-fired plants keeps the utility profile', () => {
    const result = materialityFor(
      producer('We develop and operate wind farms and gas-fired power plants in Portugal.'),
    );
    expect(result.sectorsUsed).toEqual(['energy']);
  });
});
