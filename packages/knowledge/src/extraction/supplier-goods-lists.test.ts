import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (...lines: string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/unternehmen', {
    retrievedAt: '2026-11-27',
  })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country ?? null]);

/** A fictional Swiss spice mill's raw-material list: the goods first, then who supplies them. */
describe('extractSupplierMentions: a list of raw materials, each with its supplier', () => {
  it('names each supplier after its goods, with the country its line ends with', () => {
    expect(
      named(
        'Lieferanten und Rohstoffe',
        'Unsere wichtigsten Rohstoffe beziehen wir direkt an der Quelle:',
        'Pfeffer von Kleinbauern in Kerala, Indien – unter anderem von der Kooperative Malabar Pepper Growers in Kochi.',
        'Zitrusöle (Orange, Limette) von Sucoval Óleos Ltda. in Matão, Brasilien.',
        'Palmölderivate, RSPO-zertifiziert, geliefert von Sawit Kimia Sdn. Bhd., Malaysia.',
        'Kakaoextrakte aus Ghana über die Handelsfirma Obuasi Cocoa Trading Ltd.',
        'Verpackungen (Kanister, Faltschachteln) von der Rheintaler Kartonagen GmbH, Konstanz, Deutschland.',
        'Eigentümer',
        'Die Talbrunn Gewürze AG gehört zu 100 % der Familie Talbrunn über die Kesslau Holding AG.',
      ),
    ).toEqual([
      ['Kooperative Malabar Pepper Growers', null],
      ['Sucoval Óleos Ltda', 'BR'],
      ['Sawit Kimia Sdn. Bhd', 'MY'],
      ['Obuasi Cocoa Trading Ltd', null],
      ['Rheintaler Kartonagen GmbH', 'DE'],
    ]);
  });

  it('names no supplier where an item says only what kind of supplier it is', () => {
    expect(
      named(
        'Lieferanten und Rohstoffe',
        'Unsere Rohstoffe beziehen wir so:',
        'Milch von Bauernhöfen aus der Region.',
      ),
    ).toEqual([]);
  });
});
