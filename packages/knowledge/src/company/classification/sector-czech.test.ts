import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string) => {
  const result = classifySector(evidenceFromPages([{ url: HOME, content }]));
  if (result.status !== 'classified') return `abstained: ${result.reason}`;
  return result.group ?? result.division;
};

describe('classifySector: a Czech site says what the company makes', () => {
  it.each([
    ['Jsme český výrobce průmyslových čerpadel a armatur.', '28.1'],
    ['Vyrábíme odstředivá čerpadla, uzavírací klapky a šoupátka pro vodárny.', '28.1'],
    ['Vyrábíme odlitky z šedé a tvárné litiny ve vlastní slévárně.', '24.5'],
  ])('%s → %s', (text, group) => {
    expect(classify(text)).toBe(group);
  });

  it('what its suppliers make stays theirs', () => {
    expect(classify('Naši dodavatelé vyrábějí elektromotory.')).toMatch(/^abstained/);
  });
});
