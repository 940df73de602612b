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

describe('classifySector: a specialism in a relative clause, and a "since" year before the object', () => {
  it.each([
    [
      'Harlinga Transport is een familiebedrijf dat gespecialiseerd is in geconditioneerd wegtransport, opslag en distributie van levensmiddelen.',
      '49.4',
    ],
    ['Wij zijn een familiebedrijf dat zich specialiseert in koeltransport.', '49.4'],
    ['Norvel is a family business that specialises in refrigerated road transport.', '49.4'],
    ['Tresc est une entreprise familiale qui est spécialisée dans le transport frigorifique.', '49.4'],
    ['Kaldwerk ist ein Familienunternehmen, das sich auf Kühltransporte spezialisiert hat.', '49.4'],
    ['Kaldwerk ist ein Familienunternehmen, das auf Kühltransporte spezialisiert ist.', '49.4'],
    ['Harlinga Transport verzorgt sinds 1968 temperatuurgecontroleerd wegtransport.', '49.4'],
    ['Wir betreiben seit über 40 Jahren ein Kühlhaus in Bremen.', '52.1'],
  ])('%s → %s', (text, group) => {
    expect(classify(text)).toBe(group);
  });

  it('a description that names a trade keeps it over the specialism that follows', () => {
    expect(classify('We are a software company that specialises in logistics.')).toBe('62.1');
  });

  it('a specialism of someone the company works with is not its trade', () => {
    expect(
      classify('Norvel is a family business that works with hauliers specialised in road transport.'),
    ).toMatch(/^abstained/);
  });

  it('a "since" word without a year is not skipped as a time adverbial', () => {
    expect(classify('Wij verzorgen sinds de fusie de administratie van transportbedrijven.')).not.toBe(
      '49.4',
    );
  });
});
