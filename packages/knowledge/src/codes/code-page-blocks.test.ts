import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

// An about page as the page reader writes it: one heading, paragraph or table row per line.
const ABOUT_PAGE = [
  'Over Harlinga Transport',
  'In 1971 begon Jan Harlinga met één vrachtwagen.',
  'Harlinga in cijfers',
  'Medewerkers | 2024: 310',
  'Netto-omzet | 2024: € 61,2 miljoen',
  'Directie',
  'Sanne Harlinga, algemeen directeur · Pieter Harlinga, operationeel directeur',
  'Certificeringen',
  'Wij zijn gecertificeerd volgens ISO 9001, ISO 14001, GDP (Good Distribution Practice) en BRCGS Storage & Distribution.',
].join('\n');

const quotes = (text: string) =>
  Object.fromEntries(
    detectCodes(text, 'https://www.example.test/over-ons').map((code) => [
      code.codeId,
      code.evidence[0]?.sentence,
    ]),
  );

describe('detectCodes: headings and table rows are not part of the sentence after them', () => {
  it('quotes the claim alone, not the key-figures table and headings above it', () => {
    const claim =
      'Wij zijn gecertificeerd volgens ISO 9001, ISO 14001, GDP (Good Distribution Practice) en BRCGS Storage & Distribution.';
    expect(quotes(ABOUT_PAGE)).toEqual({ 'iso-9001': claim, 'iso-14001': claim, brcgs: claim });
  });

  it('keeps a wrapped sentence whole: a short line followed by one in lower case is not a heading', () => {
    const found = quotes('Our plant in Venlo is certified\naccording to ISO 14001 since 2019.');
    expect(found['iso-14001']).toBe('Our plant in Venlo is certified according to ISO 14001 since 2019.');
  });

  it('a heading that names a code stays with the claim below it, as on a card', () => {
    expect(Object.keys(quotes('Lean & Green\nWe joined the programme in 2021.'))).toEqual(['lean-and-green']);
  });
});

describe('detectCodes: a bracketed gloss in a list of certificates', () => {
  it.each([
    [
      'We are certified to ISO 9001, ISO 14001, GDP (Good Distribution Practice) and BRCGS Storage & Distribution.',
    ],
    ['Nous sommes certifiés ISO 9001, ISO 45001 (santé et sécurité au travail), ISO 14001 et BRCGS.'],
  ])('%s names the last code as held', (text) => {
    expect(Object.keys(quotes(text))).toContain('brcgs');
  });

  it('a code far from any claim, past a bracket, is still a mere mention', () => {
    expect(
      Object.keys(
        quotes(
          'We are certified to ISO 9001 (quality). Many of our customers in the dairy and meat industries, unlike us, ask for BRCGS.',
        ),
      ),
    ).not.toContain('brcgs');
  });
});

describe('detectCodes: membership of a validation scheme is not a validation', () => {
  it.each([
    ['Wir sind Mitglied in der Science Based Targets initiative.'],
    ['We are a member of the Science Based Targets initiative network.'],
  ])('%s holds no validated targets', (text) => {
    expect(Object.keys(quotes(text))).not.toContain('sbti');
  });

  it('targets the SBTi validated are still held, and a membership of another scheme still counts', () => {
    expect(
      Object.keys(quotes('Our targets were validated by the Science Based Targets initiative in 2024.')),
    ).toContain('sbti');
    expect(Object.keys(quotes('We are a member of the UN Global Compact.'))).toContain('un-global-compact');
  });
});
