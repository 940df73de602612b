import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const mentions = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/materie-prime', { retrievedAt: '2026-11-27' });
const named = (text: string) =>
  mentions(text)
    .filter((mention) => mention.named)
    .map((mention) => mention.name);
const countries = (text: string) =>
  mentions(text)
    .filter((mention) => !mention.named)
    .map((mention) => mention.country);

describe('raw-material suppliers named without a legal form', () => {
  it.each([
    ['Il caolino per gli impasti è fornito da Caolini Adriatici.', ['Caolini Adriatici']],
    ['Our ball clay is supplied by Westcombe Clay Works.', ['Westcombe Clay Works']],
    ['Le feldspath sodique est fourni par Pyrénées Feldspaths Réunis.', ['Pyrénées Feldspaths Réunis']],
    ['Der Quarzsand wird von Lausitzer Quarzwerke geliefert.', ['Lausitzer Quarzwerke']],
    // A trading or mining house after 'come from': the trade word marks the company.
    ['Le sabbie silicee provengono da Balkan Silica Trading.', ['Balkan Silica Trading']],
    ['Lo zirconio proviene da Cape Coast Minerals.', ['Cape Coast Minerals']],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    // A place after 'provengono da' is where, not who.
    'Le argille rosse provengono da Reggio Emilia.',
    // A public body is no supplier.
    'L’acqua di rete è fornita dal Comune di Maranello.',
    // Who checked the figures sold no goods.
    'I dati energetici sono forniti da Bureau Veritas e verificati ogni anno.',
    // Information supplied: a source, not a supplier.
    'Les données météo de nos sites sont fournies par Météo France.',
    'The production figures are supplied by Ceramic Statistics Europe.',
  ])('counter-example, no named supplier: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});

describe('supplier countries after an elided article', () => {
  it.each([
    ["Le argille bianche arrivano dall'Ucraina e dalla Turchia.", ['UA', 'TR']],
    ['Il feldspato proviene dalla Turchia, le argille dall’Ucraina.', ['TR', 'UA']],
    ['Nos argiles proviennent de l’Ukraine et de la Turquie.', ['UA', 'TR']],
    ['I nostri fornitori di argilla si trovano in Ucraina.', ['UA']],
    ['Our suppliers of kaolin are based in Ukraine.', ['UA']],
  ])('%s', (text, expected) => {
    expect(countries(text)).toEqual(expected);
  });

  it('counter-example, customers in a country are no suppliers', () => {
    expect(mentions("I nostri clienti dall'Ucraina acquistano il 20% delle nostre lastre.")).toEqual([]);
  });
});
