import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../company/classification/classify-company.js';
import { evidenceFromPages } from '../company/classification/evidence.js';
import { normalizeCompany } from '../company/normalize.js';
import type { ClientProfileInput } from '../company/types.js';
import { PIPELINE_ITEMS } from './data/index.js';
import { assessRelevance } from './relevance.js';

/** Upcoming-policy relevance reads the division, the customer model and the production model. */
const PROFILE: ClientProfileInput = {
  Name: 'Example',
  Industry: 'Textiles & Apparel',
  EmployeeCount: 'size_501_1000',
  Revenue: 'rev_100M_500M',
  Headquarters: 'Ghent, Belgium',
};
const from = (...lines: string[]) =>
  normalizeCompany(
    PROFILE,
    {},
    classifyCompany(evidenceFromPages([{ url: 'https://www.example.test/', content: lines.join('\n') }])),
  );
const item = (id: string) => PIPELINE_ITEMS.find((candidate) => candidate.id === id)!;
const sectorFactor = (id: string, company: ReturnType<typeof from>) =>
  assessRelevance(item(id), company).factors.find((factor) => factor.factor === 'sector')!;

const WEAVER = from(
  'We weave technical fabrics in our own plants in Belgium and Poland.',
  'Our customers are manufacturers of protective clothing.',
);

describe('policy relevance and the classification', () => {
  it('EmpCo is not relevant to a B2B weaver, and says why with its own words', () => {
    const factor = sectorFactor('eu-empco', WEAVER);
    expect(factor.status).toBe('not-met');
    expect(factor.note).toContain('B2B customer model');
    expect(factor.note).toContain('“Our customers are manufacturers');
    expect(assessRelevance(item('eu-empco'), WEAVER).relevance).toBe('Low');
  });

  it('counter-example: a company that says it sells to consumers meets the consumer factor', () => {
    const retailer = from('We run 40 stores.', 'We sell to households across Belgium.');
    expect(sectorFactor('eu-empco', retailer)).toMatchObject({ status: 'met' });
  });

  it('the sector note names the NACE division', () => {
    expect(sectorFactor('eu-espr', WEAVER).note).toContain('NACE C13 Manufacture of textiles');
  });

  it('a B2B apparel maker is borderline for the ESPR unsold-goods rules, a B2C one is exposed', () => {
    const workwear = from(
      'We make workwear in our own factory.',
      'Our customers are manufacturers and utilities.',
    );
    expect(workwear.sectors).toContain('apparel');
    expect(sectorFactor('eu-espr', workwear).status).toBe('borderline');
    const brand = from('We design clothing.', 'We sell to consumers in our 40 stores.');
    expect(sectorFactor('eu-espr', brand).status).toBe('met');
  });

  it('outsourced production raises forced-labour exposure; own production leaves it typical for the sector', () => {
    const outsourced = from('We design furniture.', 'Our furniture is made by our suppliers in Vietnam.');
    expect(outsourced.classification?.productionModel?.value).toBe('outsourced');
    expect(sectorFactor('eu-forced-labour', outsourced)).toMatchObject({ status: 'met' });
    expect(sectorFactor('eu-forced-labour', outsourced).note).toContain('production is outsourced');
    const own = from('We make furniture in our own factory in Poland.');
    expect(sectorFactor('eu-forced-labour', own).status).toBe('borderline');
  });

  it('CBAM reads the NACE division: a paper-packaging maker is not exposed, a metal-parts maker is', () => {
    const packaging = from('We design and manufacture corrugated board boxes and trays in our own plants.');
    expect(packaging.classification?.sector?.division).toBe('17');
    expect(sectorFactor('eu-cbam-definitive', packaging)).toMatchObject({ status: 'not-met' });
    expect(sectorFactor('eu-cbam-downstream', packaging)).toMatchObject({ status: 'not-met' });
    const metalParts = from(
      'We make fabricated metal structures, metal stampings and welded frames in our own plant.',
    );
    expect(metalParts.classification?.sector?.division).toBe('25');
    expect(sectorFactor('eu-cbam-definitive', metalParts)).toMatchObject({ status: 'borderline' });
    expect(sectorFactor('eu-cbam-downstream', metalParts)).toMatchObject({ status: 'borderline' });
  });

  it('CBAM reads the group of the chemicals division: a cosmetics maker is not exposed, a fertiliser maker is', () => {
    const cosmetics = from('Nous fabriquons des savons et des soins du visage et du corps dans notre usine.');
    expect(cosmetics.classification?.sector?.group).toBe('20.4');
    expect(sectorFactor('eu-cbam-definitive', cosmetics)).toMatchObject({ status: 'not-met' });
    const fertiliser = from('We manufacture nitrogen fertilisers and ammonia in our own plant.');
    expect(fertiliser.classification?.sector?.group).toBe('20.1');
    expect(sectorFactor('eu-cbam-definitive', fertiliser)).toMatchObject({ status: 'borderline' });
  });

  it('EUDR reads the division: a furniture maker deals in wood, a metal-parts maker does not', () => {
    const furniture = from('We make furniture in our own factory in Poland.');
    expect(furniture.classification?.sector?.division).toBe('31');
    expect(sectorFactor('eu-eudr', furniture)).toMatchObject({ status: 'borderline' });
    const metalParts = from('We make fabricated metal structures and welded frames in our own plant.');
    expect(sectorFactor('eu-eudr', metalParts).status).toBe('not-met');
  });

  it('counter-example: a manufacturer whose division is unknown stays borderline through its section', () => {
    const unclassified = normalizeCompany({ ...PROFILE, Industry: 'Manufacturing' }, {});
    expect(unclassified.classification).toBeUndefined();
    expect(unclassified.sectors).toContain('C');
    expect(sectorFactor('eu-cbam-definitive', unclassified)).toMatchObject({ status: 'borderline' });
  });
});
