import { describe, expect, it } from 'vitest';
import { classifyCustomerModel } from './classify-customer-model.js';
import { evidenceFromPages } from './evidence.js';

// Fictional companies' about pages: who buys from them, in six languages.
const classify = (content: string) =>
  classifyCustomerModel(evidenceFromPages([{ url: 'https://www.example.test/about', content }]));
const valueOf = (content: string) => {
  const result = classify(content);
  return result.status === 'classified' ? result.value : 'abstained';
};

/** [what the page shows, its words, the customer model they state] */
const PAGES: readonly [string, string, string][] = [
  ['end users', 'We sell to retailers, who sell our products to consumers.', 'B2B'],
  ['end users', 'Our products are sold through retailers to consumers.', 'B2B'],
  ['end users', 'We supply retailers whose shoppers expect sustainable packaging.', 'B2B'],
  [
    'end users',
    'Millions of consumers use products made with our ingredients every day. We supply food manufacturers across Europe.',
    'B2B',
  ],
  [
    'end users',
    'Unsere Verpackungen schützen Produkte, die Verbraucher täglich kaufen. Wir beliefern Lebensmittelhersteller in ganz Europa.',
    'B2B',
  ],
  [
    'end users',
    'Onze verpakkingen beschermen producten die consumenten dagelijks kopen. Wij leveren aan voedselproducenten in heel Europa.',
    'B2B',
  ],
  [
    'end users',
    'Nos emballages protègent les produits que les consommateurs achètent chaque jour. Nos clients sont des industriels de l’agroalimentaire.',
    'B2B',
  ],
  ['end users', "Our customers' customers are consumers who expect sustainable packaging.", 'abstained'],
  ['end users', 'Los clientes finales de nuestros clientes son consumidores.', 'abstained'],
  ['end users', 'Our products are available in 2,000 stores across Europe.', 'abstained'],
  ['end users', 'Our software helps retailers serve their shoppers.', 'abstained'],
  ['object of a supplying verb', 'We supply OEMs in the automotive industry.', 'B2B'],
  ['object of a supplying verb', 'Wir beliefern Industriekunden und Händler in ganz Europa.', 'B2B'],
  ['object of a supplying verb', 'Nous livrons les particuliers et les professionnels.', 'B2B+B2C'],
  ['object of a supplying verb', 'We serve both consumers and businesses.', 'B2B+B2C'],
  ['object of a supplying verb', 'We do not supply consumers directly.', 'B2B'],
  ['named groups', 'Our customers are municipalities, water boards and utilities.', 'B2B'],
  ['named groups', 'Onze klanten zijn gemeenten en waterschappen.', 'B2B'],
  ['named groups', 'Zu unseren Kunden zählen Automobilhersteller und Zulieferer.', 'B2B'],
  ['named groups', 'Households use our insulation boards, which we sell through builders merchants.', 'B2B'],
  ['named groups', 'We offer heat pumps for private and business customers.', 'B2B+B2C'],
  ['named groups', 'Wir bieten Photovoltaik für Privat- und Geschäftskunden.', 'B2B+B2C'],
  ['named groups', 'Nos clients sont des particuliers et des entreprises.', 'B2B+B2C'],
  ['named groups', 'We deliver to households and businesses across the region.', 'B2B+B2C'],
  ['named groups', 'Vendemos a particulares y empresas.', 'B2B+B2C'],
  ['named groups', 'Forniamo energia a famiglie e imprese.', 'B2B+B2C'],
  ['named groups', 'Wij leveren aan particulieren en bedrijven.', 'B2B+B2C'],
  ['too weak alone', 'Our caravans are designed for families who love the outdoors.', 'abstained'],
  ['too weak alone', 'Order spare parts online in our webshop.', 'abstained'],
  ['too weak alone', 'Dealers and architects can visit our showroom in Leeds.', 'abstained'],
  ['too weak alone', 'Safety comes first on our shop floor.', 'abstained'],
  ['calls itself B2B', 'We are a B2B manufacturer of valves.', 'B2B'],
  ['calls itself B2B', 'Als B2B-Spezialist entwickeln wir Software für Stadtwerke.', 'B2B'],
  ['calls itself B2B', 'Nous sommes une entreprise 100 % B2B.', 'B2B'],
  ['calls itself B2B', "Siamo un'azienda B2B.", 'B2B'],
  ['calls itself both', 'We are active in both B2B and B2C markets.', 'B2B+B2C'],
  ['names its customers’ customers', 'Our platform helps B2C brands grow.', 'abstained'],
  ['consumers who choose not to buy', 'We help consumers who do not want to buy new furniture.', 'abstained'],
  ['consumers who cannot buy', 'Les consommateurs ne peuvent pas acheter nos tissus directement.', 'B2B'],
];

describe("customer model: end users are not customers; customers as a verb's object or a named list", () => {
  it.each(PAGES)('%s: %s', (_case, text, value) => {
    expect(valueOf(text)).toBe(value);
  });
});
