import { describe, expect, it } from 'vitest';
import { sectorsForIndustry } from './sectors.js';

describe('sectorsForIndustry', () => {
  it.each([
    ['Outdoor Apparel & Gear', ['C', 'apparel']],
    ['Beverages / Brewing', ['C', 'agriculture-food', 'packaging-heavy-consumer-goods']],
    ['Renewable Energy', ['D', 'energy']],
    ['Consumer Goods', ['C', 'packaging-heavy-consumer-goods']],
    ['Banking', ['K', 'financial-services']],
    ['Asset Management', ['K', 'financial-services', 'asset-management']],
    ['Oil & Gas', ['B', 'extractives', 'energy']],
    ['Metals and Mining', ['B', 'C', 'extractives']],
    ['Software (SaaS)', ['J', 'technology']],
    ['Automotive', ['C', 'electronics-batteries']],
    ['Logistics', ['H', 'transport']],
    ['Real Estate', ['L', 'real-estate']],
    ['Management Consulting', ['M', 'professional-services']],
    ['Agriculture', ['A', 'agriculture-food']],
    ['Supermarkets', ['G', 'packaging-heavy-consumer-goods']],
    ['Chemicals', ['C', 'process-industry']],
    ['Steel', ['C', 'process-industry']],
    ['Cement', ['C', 'process-industry']],
    ['Paper & Forest Products', ['C', 'process-industry']],
    ['Industrial Machinery', ['C', 'engineered-products']],
    ['Pharmaceuticals', ['C']],
    ['Furniture', ['C']],
  ])('%s → %j', (industry, keys) => {
    expect(sectorsForIndustry(industry)).toEqual(keys);
  });

  it.each([[''], [null], [undefined], ['Blorp'], ['Various']])('leaves %j unknown', (industry) => {
    expect(sectorsForIndustry(industry)).toEqual([]);
  });

  it('matches whole words only', () => {
    // 'tech' must not match inside 'biotech' alone, nor 'rail' inside 'trail'.
    expect(sectorsForIndustry('Trail running')).toEqual([]);
    expect(sectorsForIndustry('Biotech')).toEqual(['C']);
  });
});
