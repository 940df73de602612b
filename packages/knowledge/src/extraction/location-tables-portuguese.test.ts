import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const URL = 'https://www.tecidos.example/instalacoes';

/** The role and name of each site a table's rows list. */
const tableSites = (...rows: string[]) =>
  extractLocations(rows.join('\n'), URL, { retrievedAt: '2026-11-28' }).map((l) => [l.role, l.name]);

describe('a Portuguese textile maker’s table of its plants', () => {
  it('reads spinning, weaving, dyeing and garment units as production sites, a warehouse as logistics', () => {
    expect(
      tableSites(
        'Unidade | Localidade | Atividade',
        'Fiação e Tecelagem | Localidade: Covilhã | Atividade: Fiação de lã, tecelagem',
        'Tinturaria | Localidade: Guimarães | Atividade: Tinturaria e acabamentos',
        'Confeção Norte | Localidade: Barcelos | Atividade: Corte e confeção',
        'Armazém | Localidade: Maia | Atividade: Armazém de produto acabado',
      ),
    ).toEqual([
      ['production', 'Covilhã'],
      ['production', 'Guimarães'],
      ['production', 'Barcelos'],
      ['logistics', 'Maia'],
    ]);
  });
});
