import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const names = (text: string) =>
  extractSupplierMentions(text, 'https://www.zerspanung.example/unternehmen', {
    retrievedAt: '2026-11-28',
  }).map((mention) => mention.name);

describe('a group’s plain word is no supplier', () => {
  it('reads no supplier where a customer is called a supplier to its own customers', () => {
    expect(
      names(
        'Einer unserer größten Kunden, ein Systemlieferant für Bremssysteme mit weltweit 45.000 Beschäftigten, zeichnete uns 2024 als „Supplier of the Year“ aus.',
      ),
    ).toEqual([]);
    expect(
      names(
        'One of our largest customers, a tier-1 supplier of braking systems, named us Supplier of the Year.',
      ),
    ).toEqual([]);
  });

  it('still reads the named supplier beside it', () => {
    expect(
      names(
        'Unser Stangenmaterial beziehen wir überwiegend von zwei Lieferanten: der Brennmark Stahl GmbH in Deutschland und der Alpenstahl Handels AG in Österreich.',
      ),
    ).toEqual(['Brennmark Stahl GmbH', 'Alpenstahl Handels AG']);
  });
});
