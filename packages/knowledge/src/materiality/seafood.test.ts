import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import { evaluateRule } from '../regulations/registry.js';
import { eudrRule } from '../regulations/eu/eudr.js';
import { usUflpaRule } from '../regulations/world/us-uflpa.js';
import { materialityFor } from './materiality.js';

const company = (headquarters: string, ...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example Foods', EmployeeCount: 'size_201_500', Headquarters: headquarters },
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.foods.test/about', content: lines.join('\n') }])),
  );

const canner = () =>
  company(
    'Vigo, Spain',
    'Desde 1962 elaboramos conservas de pescado y marisco en Vigo: atún, sardinas y mejillones en escabeche.',
  );
const bakery = () =>
  company('Lyon, France', 'Depuis 1962 nous fabriquons du pain, des viennoiseries et des biscuits à Lyon.');

// A fish canner was given the farm profile: land conversion, fertiliser run-off, irrigation, livestock.
describe('materiality of a company that catches or processes fish', () => {
  it('is scored with the seafood profile: fish stocks, fishing crews, processing water; no farm rows', () => {
    const result = materialityFor(canner());
    expect(result.sectorsUsed).toContain('seafood');
    expect(result.sectorsUsed).not.toContain('agriculture-food');
    const said = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(said).not.toMatch(/fertiliser|pesticide|livestock|irrigation|cattle|cocoa/iu);
    expect(said).toMatch(/Overfishing/u);
    const material = result.assessedTopics.filter((t) => t.material);
    expect(material.map((t) => t.standard)).toEqual(expect.arrayContaining(['E4', 'E3', 'S2']));
    expect(material.find((t) => t.standard === 'E3')?.keySubTopics).toContain('Marine resources');
  });

  it('counter-example: a bakery keeps the food profile', () => {
    const result = materialityFor(bakery());
    expect(result.sectorsUsed).toContain('agriculture-food');
    expect(result.sectorsUsed).not.toContain('seafood');
  });
});

describe('deforestation and forced-labour import rules for a fish canner', () => {
  it('EUDR: fish is no Annex I commodity, so the sector does not make it likely', () => {
    const result = evaluateRule(eudrRule, canner(), '2026-11-28');
    expect(result.verdict).toBe('possibly-in-scope');
    expect(result.reason).toMatch(/fish and shellfish, which are no Annex I commodity/u);
  });

  it('counter-example: a bakery is still presumed to handle Annex I goods (palm oil, soya, cocoa)', () => {
    expect(evaluateRule(eudrRule, bakery(), '2026-11-28').verdict).toBe('likely-in-scope');
  });

  it('UFLPA: a fish canner is not in a high-priority sector, and the reason names its NACE sector, not rule keys', () => {
    const result = evaluateRule(usUflpaRule, canner(), '2026-11-28');
    expect(result.reason).not.toMatch(/high-priority/u);
    expect(result.reason).toMatch(/NACE C10\.2, Processing and preserving of fish/u);
    expect(result.reason).not.toMatch(/agriculture-food|packaging-heavy/u);
  });
});
