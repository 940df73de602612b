import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

// Memberships as Spanish, Portuguese and Italian companies state them: the company says it is a member
// ('Somos socios de…', 'somos associados da…', 'é associada da…', 'aderiamo al…'), and the association's
// name is often two acronyms joined by a hyphen.
const bodies = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/empresa', { retrievedAt: '2026-11-28' })
    .filter((mention) => mention.type === 'NGOs & partners')
    .map((mention) => mention.name);

describe('memberships the company states in the plural or in Portuguese', () => {
  it.each([
    [
      'Somos socios de ANFACO-CECOPESCA y del Clúster Acuícola de Galicia.',
      ['ANFACO-CECOPESCA', 'Clúster Acuícola de Galicia'],
    ],
    ['Desde 1998 somos también socios de AECOC.', ['AECOC']],
    [
      'Somos associados da ANICP e da AEP-Associação Empresarial de Portugal.',
      ['ANICP', 'AEP-Associação Empresarial de Portugal'],
    ],
    ['Desde 2005, a empresa é associada da AIMMAP.', ['AIMMAP']],
    [
      'Aderiamo al Consorzio Italiano Compostatori e siamo soci di ANCIT-Confindustria.',
      ['Consorzio Italiano Compostatori', 'ANCIT-Confindustria'],
    ],
  ])('%s', (text, expected) => {
    expect(bodies(text)).toEqual(expected);
  });

  it('does not take the partners or owners of a company for a body it belongs to', () => {
    expect(bodies('Los socios de Conservas Lires son la familia Castro y un fondo de Vigo.')).toEqual([]);
    expect(bodies('Os sócios da Metalúrgica do Ave decidiram reinvestir os lucros.')).toEqual([]);
  });
});
