import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.test/zertifikate';
const found = (text: string) =>
  detectCodes(text, URL, { retrievedAt: '2026-11-27' }).map(({ name, status }) => ({ name, status }));

// A fictional concrete maker's certificates page: the concrete sector's own certification, the German
// building council and a Land's voluntary environmental agreement.
describe("a concrete maker's sector codes", () => {
  it('reads a CSC level, DGNB membership and taking part in the Umweltpakt Bayern', () => {
    expect(
      found(
        [
          'Unsere Betonwerke Moosach und Erding sind nach dem System des Concrete Sustainability Council (CSC) mit dem Level Gold zertifiziert.',
          'Wir sind seit 2021 Mitglied der Deutschen Gesellschaft für Nachhaltiges Bauen (DGNB).',
          'Umweltpakt Bayern (Teilnehmer seit 2017)',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'Concrete Sustainability Council (CSC) certification', status: 'Certified' },
      { name: 'DGNB membership (German Sustainable Building Council)', status: 'Member' },
      { name: 'Umweltpakt Bayern', status: 'Member' },
    ]);
  });

  it('reads no CSC from the acronym outside concrete', () => {
    expect(found('Unser CSC-Team ist zertifiziert nach ISO 27001.').map(({ name }) => name)).not.toContain(
      'Concrete Sustainability Council (CSC) certification',
    );
  });
});
