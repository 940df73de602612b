import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const suppliers = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.fr/fournisseurs', { retrievedAt: '2026-11-28' })
    .filter((mention) => mention.type === 'Suppliers')
    .map((mention) => mention.name);

// 'Our suppliers are …' lists who they are; a list that runs on into where they are names no one.
describe('a suppliers list that says where they are', () => {
  it('takes neither the countries nor the words before them as suppliers', () => {
    expect(
      suppliers("Nos fournisseurs sont pour l'essentiel des filatures en Italie et en Turquie."),
    ).toEqual(['Fournisseurs']);
  });

  it('still reads a list of kinds of suppliers', () => {
    expect(suppliers('Our suppliers are spinning mills, dye houses and weavers.')).toEqual([
      'Spinning mills',
      'Dye houses',
      'Weavers',
    ]);
  });
});
