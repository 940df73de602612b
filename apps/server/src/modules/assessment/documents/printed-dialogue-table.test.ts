import { readFileSync } from 'node:fs';
import { readPdfDocument } from '@impact/engine';
import { extractStakeholderMentions } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { documentText } from './document-text.js';

// Stakeholder-dialogue tables printed to PDF by a browser (fictional companies), shared with the
// document reader's tests: their rows reach the stakeholder rules as an HTML table's rows do.
const groupsIn = async (name: string) => {
  const bytes = readFileSync(
    new URL(`../../../../../../packages/engine/src/documents/pdf/fixtures/${name}`, import.meta.url),
  );
  const url = `https://www.example.test/${name}`;
  const text = documentText(await readPdfDocument(new Uint8Array(bytes), { url }));
  return extractStakeholderMentions(text, url, { retrievedAt: '2026-11-28' }).map(
    (mention) => `${mention.type}: ${mention.name}`,
  );
};

describe('a stakeholder-dialogue table printed to PDF', { timeout: 60_000 }, () => {
  it('gives the group of each row (English)', async () => {
    expect(await groupsIn('stakeholder-dialogue-en.pdf')).toEqual(
      expect.arrayContaining([
        'Employees: Employees',
        'Customers: Customers',
        'Suppliers: Suppliers',
        'Communities: Local residents',
      ]),
    );
  });

  it('gives the group of each row (German)', async () => {
    expect(await groupsIn('stakeholder-dialogue-de.pdf')).toEqual(
      expect.arrayContaining([
        'Employees: Mitarbeitende',
        'Customers: Kunden',
        'Suppliers: Lieferanten',
        'Communities: Gemeinde',
      ]),
    );
  });

  it('reads prose set in two columns as whole sentences, not as a table', async () => {
    // The right column's dialogue sentence runs over four lines: read whole, it still names its groups.
    expect(await groupsIn('two-column-prose-fr.pdf')).toEqual(
      expect.arrayContaining(['Customers: Clients', 'Suppliers: Fournisseurs', 'Communities: Riverains']),
    );
  });
});
