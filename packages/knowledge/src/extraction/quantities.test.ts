import { describe, expect, it } from 'vitest';
import { findQuantities } from './quantities.js';

describe('findQuantities reads a number with its unit', () => {
  it.each([
    ['Emissions were 18,450 tCO2e.', 'emissions', 'tCO2e', '18,450 tCO2e'],
    ['Emissions were 18,450 t CO2e.', 'emissions', 'tCO2e', '18,450 tCO2e'],
    ['Emissions were 12 tonnes CO₂e.', 'emissions', 'tCO2e', '12 tCO2e'],
    ['Emissions were 12 tonnes of CO2 equivalent.', 'emissions', 'tCO2e', '12 tCO2e'],
    ['Emissions were 4.1 ktCO2e.', 'emissions', 'ktCO2e', '4.1 ktCO2e'],
    ['Emissions were 4.1 kt CO2-eq.', 'emissions', 'ktCO2e', '4.1 ktCO2e'],
    ['Emissions were 1.2 MtCO2e.', 'emissions', 'MtCO2e', '1.2 MtCO2e'],
    ['Emissions were 1.2 million tonnes of CO2e.', 'emissions', 'tCO2e', '1.2 million tCO2e'],
    ['We emitted 900 tonnes of CO2.', 'emissions', 'tCO2', '900 tCO2'],
    [
      'Intensity was 0.42 tCO2e per tonne of product.',
      'emissions',
      'tCO2e',
      '0.42 tCO2e per tonne of product',
    ],
    ['Intensity was 12 tCO2e/€m revenue.', 'emissions', 'tCO2e', '12 tCO2e per €m revenue'],
    ['We used 96,300 MWh.', 'energy', 'MWh', '96,300 MWh'],
    ['We used 96 gigawatt hours.', 'energy', 'GWh', '96 GWh'],
    ['We used 310,000 GJ.', 'energy', 'GJ', '310,000 GJ'],
    ['We withdrew 412,000 m³ of water.', 'water', 'm³', '412,000 m³'],
    ['We withdrew 412,000 m3 of water.', 'water', 'm³', '412,000 m³'],
    ['We withdrew 41 cubic metres of water.', 'water', 'm³', '41 m³'],
    ['We withdrew 3.2 megalitres of water.', 'water', 'megalitres', '3.2 megalitres'],
    ['Renewables covered 72% of use.', 'percent', '%', '72%'],
    ['Renewables covered 72 per cent of use.', 'percent', '%', '72%'],
    ['We generated 6,870 tonnes of waste.', 'mass', 'tonnes', '6,870 tonnes'],
    ['We generated 6.9 kt of waste.', 'mass', 'kilotonnes', '6.9 kilotonnes'],
    ['We employ more than 450 employees.', 'workforce', 'employees', 'more than 450 employees'],
    ['We employed 3,940 people.', 'workforce', 'people', '3,940 employees'],
    ['That is 3,812 FTE.', 'workforce', 'FTE', '3,812 FTE'],
    ['Colleagues: 18,600', 'workforce', 'employees', '18,600 employees'],
  ])('%s', (sentence, kind, unit, valueText) => {
    const [quantity, ...others] = findQuantities(sentence);
    expect(others).toEqual([]);
    expect(quantity).toMatchObject({ kind, unit, valueText });
  });
});

describe('findQuantities ignores numbers that are not quantities', () => {
  it.each([
    'Prices from £1,299 (inc. VAT).',
    'Free delivery on orders over $50.',
    'Call us on +44 20 7946 0958 or 0800 123 4567.',
    'Rated 4.9/5 by 2,300 reviewers.',
    'Family-run since 1985.',
    'In 2024 employees volunteered.',
    'Our 2024 employees survey is out.',
    'We hold ISO 14001 and ISO 45001 certificates.',
    'Our Scope 1 and 2 emissions are reported under ESRS E1-6.',
    'Our offices are open 9am–5pm.',
    'Join 10,000+ happy customers.',
  ])('%s', (sentence) => {
    expect(findQuantities(sentence)).toEqual([]);
  });
});
