import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

const valueOf = (content: string) => {
  const result = classifyCustomerModel(evidenceFromPages([{ url: 'https://www.example.test/', content }]));
  return result.status === 'classified' ? result.value : 'abstained';
};

describe('the industry or the chains a company serves make it B2B', () => {
  it.each([
    [
      'Koelvracht Dermaut is een familiebedrijf, gespecialiseerd in wegtransport voor de voedingsindustrie.',
      'B2B',
    ],
    ['Dagelijkse winkelbelevering voor supermarktketens in de Benelux.', 'B2B'],
    ['Wir transportieren Kühlware für die Lebensmittelindustrie.', 'B2B'],
  ])('%s → %s', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });
});
