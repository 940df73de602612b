import { describe, expect, it } from 'vitest';
import { classificationLines, correctionFrom, draftFrom } from './classification-view';

describe('classificationLines', () => {
  it('is empty when the section was not generated or decided nothing', () => {
    expect(classificationLines(undefined)).toEqual([]);
    expect(classificationLines({ summary: '', revenue: '', profitability: '', sources: [] })).toEqual([]);
  });

  it('names the group when there is one, and production with its basis', () => {
    const lines = classificationLines({
      summary: '',
      revenue: '',
      profitability: '',
      sources: [],
      sector: {
        division: '13',
        group: '13.2',
        section: 'C',
        label: 'Weaving of textiles',
        display: 'C13 Manufacture of textiles',
        revision: '2.1',
        phrase: 'set by the consultant',
        origin: 'consultant',
        confidence: 1,
      },
      productionModel: 'own production',
      productionModelBasis: { phrase: 'our weaving mills', origin: 'website', confidence: 0.8 },
    });
    expect(lines).toEqual([
      { label: 'Sector', value: 'C13.2 Weaving of textiles (NACE Rev. 2.1)', basis: 'Set by you' },
      { label: 'Production', value: 'Makes its goods itself', basis: 'From “our weaving mills”' },
    ]);
  });
});

describe('correctionFrom', () => {
  const initial = draftFrom(undefined);
  it('sends only what changed; an emptied choice removes the correction; nothing changed is null', () => {
    expect(initial).toEqual({ sector: '', customerModel: '', productionModel: '' });
    expect(correctionFrom(initial, initial)).toBeNull();
    expect(correctionFrom(initial, { ...initial, sector: '62' })).toEqual({ sector: '62' });
    expect(
      correctionFrom(
        { sector: '62', customerModel: 'B2B', productionModel: '' },
        {
          sector: '62',
          customerModel: '',
          productionModel: 'outsourced',
        },
      ),
    ).toEqual({ customerModel: null, productionModel: 'outsourced' });
  });
});
