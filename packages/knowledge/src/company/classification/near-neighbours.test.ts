import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string, title?: string) => {
  const result = classifySector(evidenceFromPages([{ url: HOME, content, ...(title ? { title } : {}) }]));
  return result.status === 'classified' ? result.group : `abstained: ${result.reason}`;
};

describe('classifySector: what the company makes, not what it makes it from', () => {
  it('a powder-coatings maker that buys resins, pigments and chemicals is 20.3, not 20.1', () => {
    expect(
      classify(
        [
          'Lindqvist Coatings is a manufacturer of powder coatings for metal surfaces.',
          'We develop and manufacture powder coatings from polyester resins, pigments and additives.',
          'Our chemists select resins and pigments from European chemical suppliers.',
          'We make industrial paints and varnishes based on resins and chemicals we buy.',
        ].join('\n'),
        'Powder coatings | Lindqvist Coatings',
      ),
    ).toBe('20.3');
  });

  it('a maker of printing inks is 20.3', () => {
    expect(classify('We produce printing inks and varnishes for packaging printers.')).toBe('20.3');
  });

  it('a maker of resins and basic chemicals is 20.1', () => {
    expect(classify('We produce synthetic resins and basic chemicals for paint makers.')).toBe('20.1');
  });

  it('a maker of plastic pipes from polymer granulate is 22, not 20', () => {
    expect(classify('We manufacture plastic pipes and fittings from polymer granulate.')).toBe('22.2');
  });

  it('a maker of polymer granulate for plastics converters is 20.1, not 22', () => {
    expect(classify('We produce polymer granulate and masterbatch for plastics processors.')).toBe('20.1');
  });

  it('a machine builder that uses steel and fasteners is 28, not 24 or 25', () => {
    expect(
      classify('We build packaging machines from stainless steel, fasteners and metal parts we buy.'),
    ).toBe('28.9');
  });

  it('a cider maker that presses apples is 11, not 10 or 01', () => {
    expect(classify('We produce cider and other drinks from apples and fruit grown nearby.')).toBe('11.0');
  });
});
