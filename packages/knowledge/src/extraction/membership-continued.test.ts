import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const URL = 'https://www.example.com/chi-siamo';
const named = (text: string) =>
  extractStakeholderMentions(text, URL, { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

describe('a membership list continued with the preposition said again', () => {
  it.each([
    [
      'Siamo soci di Assopiastrelle Emilia e del Consorzio Ceramico Modenese.',
      ['Assopiastrelle Emilia', 'Consorzio Ceramico Modenese'],
    ],
    [
      "L'azienda è socia di Federlaterizi, di Unione Ceramisti e della Rete Edilizia Sostenibile.",
      ['Federlaterizi', 'Unione Ceramisti', 'Rete Edilizia Sostenibile'],
    ],
    [
      'We are a member of the Tile Makers Federation and of the Low Carbon Building Network.',
      ['Tile Makers Federation', 'Low Carbon Building Network'],
    ],
    [
      'Nous sommes membres de Terre Cuite Avenir et des Bâtisseurs Bas Carbone.',
      ['Terre Cuite Avenir', 'Bâtisseurs Bas Carbone'],
    ],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('counter-example, a lower-case continuation names no one', () => {
    expect(named('Siamo soci di Assopiastrelle Emilia e del suo comitato tecnico.')).toEqual([
      'Assopiastrelle Emilia',
    ]);
  });
});
