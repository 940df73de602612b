import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.com/agences', { retrievedAt: '2026-11-28' }).map((l) => [
    l.role,
    l.name,
  ]);

// A branch list's cards and lines start with the kind of site in capitals ('Agence Blois', 'Regional office
// North', 'Vestiging Breda'), over or before their address.
describe('branches named by a capitalised facility word', () => {
  it("reads a French bank's branch lines with a dash before the address", () => {
    expect(
      places(
        [
          'Où nous trouver',
          'Agence Blois – 5 rue Denis Papin, 41000 Blois',
          'Agence Chinon – 3 place du Général de Gaulle, 37500 Chinon',
        ].join('\n'),
      ),
    ).toEqual([
      ['office', 'Blois'],
      ['office', 'Chinon'],
    ]);
  });

  it('reads an English and a Dutch card over its address', () => {
    expect(places('Regional office North\n1 High Street, Leeds LS1 1AA')).toContainEqual(['office', 'Leeds']);
    expect(places('Vestiging Breda\nStationsweg 1, 4811 AB Breda')).toContainEqual(['operations', 'Breda']);
  });

  it("takes no site from a project's or a customer's heading", () => {
    expect(places('Office building Porta Nuova\nVia Melchiorre Gioia 8, 20124 Milano')).toEqual([]);
    expect(places('Client Blois – 5 rue Denis Papin, 41000 Blois')).toEqual([]);
  });
});
