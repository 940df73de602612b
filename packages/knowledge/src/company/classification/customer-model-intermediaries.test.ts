import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

/**
 * Who buys, said indirectly: a software maker names its customers' teams, a furniture or tool maker the
 * trade it sells through. A company's own teams, and the shops a haulier delivers to, are not customers.
 */
const valueOf = (content: string) => {
  const result = classifyCustomerModel(
    evidenceFromPages([{ url: 'https://www.example.test/about', content }]),
  );
  return result.status === 'classified' ? result.value : 'abstained';
};

describe('customers named as teams or as the trade sold through', () => {
  it.each([
    ['Our customers are finance teams in manufacturing, retail and professional services.', 'B2B'],
    ['Kestrel automates reconciliations for finance teams at mid-sized companies.', 'B2B'],
    ['Unsere Software ist für Personalabteilungen und HR-Teams gemacht.', 'B2B'],
    ['Il mobilificio vende esclusivamente attraverso una rete di 380 rivenditori autorizzati.', 'B2B'],
    ['Wir verkaufen ausschließlich über den Fachhandel.', 'B2B'],
    ['Vendemos mediante distribuidores en toda Europa.', 'B2B'],
  ])('%s → %s', (content, expected) => {
    expect(valueOf(content)).toBe(expected);
  });

  it.each([
    ['We offer training for our teams every year.'],
    ['Wir bieten Schulungen für unsere Teams an.'],
    ['We deliver to shops and supermarkets across the region.'],
    ['Entregamos en tiendas y supermercados por cuenta de nuestros clientes.'],
  ])('decides nothing from %s', (content) => {
    expect(valueOf(content)).toBe('abstained');
  });

  it('still reads consumers named after a count of products or after the company’s own online shop', () => {
    expect(valueOf('Wir verkaufen über 500 Produkte an Privatkunden.')).toBe('B2C');
    expect(valueOf('Wir verkaufen über unseren Onlinehandel an Privatkunden.')).toBe('B2C');
  });
});
