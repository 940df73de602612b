import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/intressenter', {
    retrievedAt: '2026-11-27',
  }).map((mention) => `${mention.type}: ${mention.name}`);

/** A fictional Swedish sawmill group's stakeholder page: authorities named after a dash, unions in safety committees. */
describe('Nordic authorities and unions named in sentences', () => {
  it('reads the authorities listed after "Myndigheter –" as regulators', () => {
    expect(
      groups(
        'Myndigheter – Fjällstyrelsen i frågor om avverkning och naturvård, Länsstyrelsen i Norrvik som tillsynsmyndighet för våra anläggningar.',
      ),
    ).toEqual(expect.arrayContaining(['Regulators: Fjällstyrelsen', 'Regulators: Länsstyrelsen i Norrvik']));
  });

  it('reads a Danish supervisory authority worked with', () => {
    expect(groups('Vi er i løbende dialog med Havtilsynet om vores udledningstilladelse.')).toEqual(
      expect.arrayContaining(['Regulators: Havtilsynet']),
    );
  });

  it('takes no mill named like an authority', () => {
    expect(groups('Sågverket i Norrvik sågar 300 000 kubikmeter per år.')).toEqual([]);
  });

  it('reads the unions the company works with in its safety committees', () => {
    expect(
      groups('Vi har en nära samverkan med Träfacket och IF Metall i skyddskommittéer på varje såg.'),
    ).toEqual(expect.arrayContaining(['NGOs & partners: Träfacket', 'NGOs & partners: IF Metall']));
  });
});
