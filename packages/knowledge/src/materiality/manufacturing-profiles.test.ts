import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import { materialityFor } from './materiality.js';

/** A company classified from its own website's words (fictional companies). */
const companyFrom = (...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example', Industry: null },
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.maker.test/about', content: lines.join('\n') }])),
  );

const rowOf = (result: ReturnType<typeof materialityFor>, standard: string) =>
  result.assessedTopics.find((topic) => topic.standard === standard);

const TILE_MAKER = companyFrom(
  'We manufacture porcelain stoneware floor and wall tiles in our own plants in Emilia-Romagna.',
  'Our kilns fire large-format slabs for architects and distributors.',
);
const MACHINE_BUILDER = companyFrom(
  'We build packaging machines from stainless steel, fasteners and metal parts we buy.',
  'Our machines run in food and pharmaceutical plants in 40 countries.',
);

describe('energy-intensive process manufacturing', () => {
  it('a ceramic-tile maker gets the mineral-products rows, not the generic manufacturing ones', () => {
    expect(TILE_MAKER.classification?.sector?.division).toBe('23');
    const result = materialityFor(TILE_MAKER);
    expect(result.sectorsUsed).toEqual(['mineral-products']);
    expect(rowOf(result, 'S1')?.rationale).toMatch(/crystalline silica/);
    expect(rowOf(result, 'S1')?.sources.map((s) => s.url)).toContain(
      'https://eur-lex.europa.eu/eli/dir/2017/2398/oj',
    );
    expect(rowOf(result, 'E1')?.rationale).toMatch(/Kilns.*EU ETS Annex I/);
    expect(rowOf(result, 'E2')?.rationale).toMatch(/Industrial Emissions Directive/);
    const rationales = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(rationales).not.toContain('Factory-floor health and safety');
  });

  it("a ceramic-tile maker's rows and sources speak of kilns and quarries, not paper mills or steelworks", () => {
    const result = materialityFor(TILE_MAKER);
    const rationales = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(rationales).not.toMatch(/paper mill|wood fibre|steam crackers|molten metal/i);
    expect(rowOf(result, 'E3')?.rationale).toMatch(/glazing.*closed loop/);
    expect(rowOf(result, 'E4')?.rationale).toMatch(/Clay pits/);
    const sourceTitles = result.assessedTopics
      .flatMap((topic) => topic.sources.map((s) => s.title))
      .join(' ');
    expect(sourceTitles).toContain('Construction Materials');
    expect(sourceTitles).not.toMatch(/Iron & Steel|Pulp & Paper|SASB Chemicals/);
  });
});

describe('engineered products', () => {
  it('a machinery maker gets the engineered-products rows', () => {
    expect(MACHINE_BUILDER.classification?.sector?.division).toBe('28');
    const result = materialityFor(MACHINE_BUILDER);
    expect(result.sectorsUsed).toEqual(['engineered-products']);
    expect(rowOf(result, 'E1')?.rationale).toMatch(/Scope 3 category 11/);
    expect(rowOf(result, 'S4')?.rationale).toMatch(/Machinery Regulation \(EU\) 2023\/1230/);
    expect(rowOf(result, 'S1')?.rationale).not.toMatch(/crystalline silica/);
  });
});

describe('other makers get the profile of their division', () => {
  it.each([
    ['a steel foundry', 'We are a foundry producing iron castings and steel castings.', 'process-industry'],
    ['a cement maker', 'We produce cement, clinker and lime in two plants.', 'mineral-products'],
    [
      'a chemicals maker',
      'We produce synthetic resins and basic chemicals for paint makers.',
      'process-industry',
    ],
    [
      'a paper mill',
      'Our paper mill produces corrugated board and packaging paper from recovered fibre.',
      'process-industry',
    ],
    [
      'a steel-structure fabricator',
      'We design and build steel structures for warehouses and bridges.',
      'engineered-products',
    ],
    [
      'a machinery repairer',
      'We repair and maintain industrial machinery, pumps and compressors.',
      'engineered-products',
    ],
  ])('%s → %s', (_, line, key) => {
    expect(materialityFor(companyFrom(line)).sectorsUsed).toEqual([key]);
  });
});

describe('counter-examples keep their own profiles', () => {
  it('a software company is scored as technology', () => {
    const software = companyFrom(
      'We develop accounting software for small businesses.',
      'Our SaaS platform is used by 20,000 customers.',
    );
    expect(materialityFor(software).sectorsUsed).toEqual(['technology']);
  });

  it('a weaver with its own mills keeps the textile manufacturing profile', () => {
    const weaver = companyFrom(
      'We weave technical fabrics for protective clothing and filtration.',
      'Our weaving mills in Belgium and Poland run three shifts.',
    );
    expect(materialityFor(weaver).sectorsUsed).toEqual(['textiles']);
  });
});

describe('sawmilling and wood products', () => {
  const SAWMILL = companyFrom(
    'Nordvik Trä är en familjeägd sågverkskoncern med tre sågverk i Norrland.',
    'Vi förädlar furu och gran till sågade trävaror för bygghandeln.',
  );

  it('a sawmill gets the wood-products rows, with biodiversity and the EUDR material', () => {
    expect(SAWMILL.classification?.sector?.division).toBe('16');
    const result = materialityFor(SAWMILL);
    expect(result.sectorsUsed).toEqual(['wood-products']);
    const biodiversity = rowOf(result, 'E4');
    expect(biodiversity?.material).toBe(true);
    expect(biodiversity?.rationale).toMatch(/EUDR/);
    expect(result.focusAreas.map((area) => area.name)).toContain('Biodiversity and ecosystems');
  });
});

describe('cosmetics, soaps and cleaning products (20.4)', () => {
  it('a cosmetics maker gets the packaged consumer goods rows, not kilns and silica', () => {
    const maker = companyFrom(
      'Les Savonneries Exemple fabriquent et conditionnent des soins du visage et du corps et des savons en Provence.',
      'Nos produits sont vendus en pharmacies, dans nos boutiques et sur notre e-shop.',
    );
    expect(maker.classification?.sector?.group).toBe('20.4');
    const result = materialityFor(maker);
    expect(result.sectorsUsed).toEqual(['packaging-heavy-consumer-goods']);
    expect(rowOf(result, 'E5')?.rationale).toMatch(/Packaging lifecycle/);
    const rationales = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(rationales).not.toMatch(/crystalline silica|Kilns/);
  });

  it('a basic chemicals maker keeps the process-industry rows', () => {
    const maker = companyFrom('We produce synthetic resins and basic chemicals for paint makers.');
    expect(materialityFor(maker).sectorsUsed).toEqual(['process-industry']);
  });
});
