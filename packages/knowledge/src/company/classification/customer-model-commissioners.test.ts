import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

/**
 * Who buys, in the words of a builder ('Auftraggeber', 'opdrachtgevers', 'committenti': whoever
 * commissions the work), of the German public sector ('die öffentliche Hand') and of a weaver whose
 * customers are garment makers and tailoring houses.
 */
const valueOf = (content: string) => {
  const result = classifyCustomerModel(
    evidenceFromPages([{ url: 'https://www.example.test/ueber-uns', content }]),
  );
  return result.status === 'classified' ? result.value : 'abstained';
};

describe('customers as a builder, the public sector and a weaver name them', () => {
  it.each([
    [
      'Unsere Auftraggeber sind zu rund zwei Dritteln öffentliche Hand – Gemeinden und das Land – und zu einem Drittel Industriebetriebe.',
      'B2B',
    ],
    ['Onze opdrachtgevers zijn gemeenten, waterschappen en woningcorporaties.', 'B2B'],
    ['I nostri committenti sono famiglie e privati che ristrutturano casa.', 'B2C'],
    ['Wir sanieren Schulen und Brücken für die öffentliche Hand.', 'B2B'],
    ['I nostri clienti sono sartorie industriali e confezionisti in Italia e in Giappone.', 'B2B'],
    ['Nos clients sont des confectionneurs et des marques de prêt-à-porter.', 'B2B'],
  ])('%s → %s', (content, expected) => {
    expect(valueOf(content)).toBe(expected);
  });

  it.each([
    // The public sector as a funder, not a buyer.
    'Die öffentliche Hand fördert unser Forschungsprojekt mit 2 Mio. Euro.',
    // Someone else's commissioners.
    'Die Auftraggeber unserer Kunden sind Familien.',
    // A hand that is no public one.
    'Wir fertigen jedes Möbel von Hand.',
  ])('decides nothing from %s', (content) => {
    expect(valueOf(content)).toBe('abstained');
  });
});
