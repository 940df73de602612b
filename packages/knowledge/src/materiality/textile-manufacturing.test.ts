import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import { materialityFor } from './materiality.js';
import { sectorProfilesFor } from './sector-profiles.js';

const companyFrom = (content: string, industry?: string) =>
  normalizeCompany(
    { Name: 'Example', Industry: industry ?? null },
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.example.test/', content }])),
  );

const B2B_WEAVER = companyFrom(
  'We weave technical fabrics for protective clothing and filtration.\nWe sell only to businesses.\nOur weaving mills in Belgium and Poland run three shifts.',
  'Textiles & apparel',
);

describe('materiality reads the classification', () => {
  it('a B2B weaver with its own plants gets the textile manufacturing profile, not the apparel brand one', () => {
    const result = materialityFor(B2B_WEAVER);
    expect(result.sectorsUsed).toEqual(['textiles']);
    const material = result.assessedTopics.filter((topic) => topic.material).map((topic) => topic.standard);
    expect(material.slice(0, 4).toSorted()).toEqual(['E1', 'E2', 'E3', 'S1']);
    const rationales = result.assessedTopics.map((topic) => topic.rationale).join(' ');
    expect(rationales).not.toMatch(/outsourced|cotton growing|retail|consumers/i);
    expect(result.note).toContain('NACE C13 Manufacture of textiles, from “We weave technical fabrics”');
    expect(result.note).toContain('B2B customers; own production');
  });

  it('counter-example: an apparel brand whose suppliers sew its garments keeps the apparel profile', () => {
    const brand = companyFrom(
      'We design clothing for women and men.\nOur collections are made by our suppliers in Bangladesh and Portugal.\nWe sell in our 40 stores.',
    );
    expect(brand.classification?.sector?.division).toBe('14');
    expect(brand.classification?.productionModel?.value).toBe('outsourced');
    expect(materialityFor(brand).sectorsUsed).toEqual(['apparel']);
  });

  it('a garment maker with its own plants is scored as textile manufacturing', () => {
    expect(sectorProfilesFor(['C', 'apparel'], 'own production').map((p) => p.key)).toEqual(['textiles']);
    expect(sectorProfilesFor(['C', 'apparel'], 'outsourced').map((p) => p.key)).toEqual(['apparel']);
    expect(sectorProfilesFor(['C', 'apparel']).map((p) => p.key)).toEqual(['apparel']);
  });
});
