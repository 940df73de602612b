import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string) => {
  const result = classifySector(evidenceFromPages([{ url: HOME, content }]));
  if (result.status !== 'classified') return `abstained: ${result.reason}`;
  return result.group ?? result.division;
};

describe('classifySector: what a company says it is specialised in names its trade', () => {
  it.each([
    [
      'Brammert Logistiek is een familiebedrijf, gespecialiseerd in geconditioneerd wegtransport voor de voedingsindustrie.',
      '49.4',
    ],
    ['Ostrel Freight is a family business specialising in temperature-controlled road transport.', '49.4'],
    ['Wij zijn gespecialiseerd in koel- en vriestransport.', '49.4'],
    ['Kaldhof ist spezialisiert auf Kühltransport in ganz Europa.', '49.4'],
    ['Wij zijn een Vlaamse koeltransporteur met veertig trekkers.', '49.4'],
    ['Frostmeer is een familiebedrijf gespecialiseerd in koelopslag en vriesopslag.', '52.1'],
  ])('%s → %s', (text, group) => {
    expect(classify(text)).toBe(group);
  });
});
