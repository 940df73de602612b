import { describe, expect, it } from 'vitest';
import { detectCodes } from '../codes/detect-codes.js';
import { extractStakeholderMentions } from './stakeholders.js';

// Invented German firms naming the associations and initiatives they belong to, in the dative after
// 'im', 'beim', 'in der', and as a membership ('Mitgliedschaft') or an engagement ('engagieren uns').
const bodies = (sentence: string) =>
  extractStakeholderMentions(sentence, 'https://www.example.test/verantwortung').map(
    ({ type, name }) => `${type}: ${name}`,
  );
const codes = (sentence: string) =>
  detectCodes(sentence, 'https://www.example.test/verantwortung').map(
    ({ codeId, status }) => `${codeId}: ${status}`,
  );

describe('German memberships in the dative', () => {
  it.each([
    [
      'Wir sind Mitglied im Bundesverband der Deutschen Holzindustrie.',
      'Bundesverband der Deutschen Holzindustrie',
    ],
    [
      'Seit 2019 sind wir Mitglied beim Bundesverband Nachhaltige Wirtschaft.',
      'Bundesverband Nachhaltige Wirtschaft',
    ],
    ['Wir sind Mitglied beim Netzwerk Klimaschutz Bayern.', 'Netzwerk Klimaschutz Bayern'],
    ['Wir engagieren uns in der Initiative Klimaschutz-Unternehmen.', 'Initiative Klimaschutz-Unternehmen'],
    [
      'Seit 2021 engagieren wir uns im Netzwerk Grüne Logistik Rhein-Main.',
      'Netzwerk Grüne Logistik Rhein-Main',
    ],
    [
      'Unsere Mitgliedschaft beim Arbeitskreis Umweltmanagement Südbaden (AKUS) pflegen wir seit 2018.',
      'Arbeitskreis Umweltmanagement Südbaden',
    ],
    ['Die Mitgliedschaft in der Deutschen Gesellschaft für Nachhaltiges Bauen ist uns wichtig.', undefined],
  ])('%s', (sentence, name) => {
    const found = bodies(sentence);
    if (name) expect(found).toEqual([`NGOs & partners: ${name}`]);
    else expect(found.every((line) => line.startsWith('NGOs & partners:'))).toBe(true);
  });

  it.each([
    // Taking part in a topic, a place or a region names no body.
    'Wir engagieren uns im Umweltschutz und in der Region.',
    'Wir engagieren uns in der Ausbildung junger Menschen.',
    // A seat on a board is no membership of a body.
    'Herr Maier ist Mitglied im Aufsichtsrat der Firma.',
    'Frau Kerber ist Mitglied beim Beirat der Sparkasse.',
    // A customer's membership is the customer's.
    'Unser Kunde ist Mitglied beim Verband der Chemischen Industrie.',
  ])('near miss: %s', (sentence) => {
    expect(bodies(sentence)).toEqual([]);
  });

  it('reads the same forms as taking part in a code', () => {
    expect(codes('Wir sind Mitglied beim UN Global Compact.')).toEqual(['un-global-compact: Participant']);
    expect(codes('Unsere Mitgliedschaft im UN Global Compact besteht seit 2021.')).toEqual([
      'un-global-compact: Participant',
    ]);
    expect(codes('Wir engagieren uns seit 2021 im UN Global Compact.')).toEqual([
      'un-global-compact: Participant',
    ]);
    // Naming the code with no claim is none.
    expect(codes('Der UN Global Compact hat zehn Prinzipien.')).toEqual([]);
  });
});
