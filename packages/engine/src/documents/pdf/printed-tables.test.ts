import { readFileSync } from 'node:fs';
import type { TableBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// PDFs printed by real producers (fictional companies and figures), made by fixtures/print-tables.mjs:
// web pages' tables through Chromium's page.pdf, a word processor's table through LibreOffice.
const read = async (name: string) =>
  readPdfDocument(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))), {
    url: `https://www.example.test/${name}`,
  });

const tablesOf = async (name: string) =>
  (await read(name)).blocks
    .filter((block): block is TableBlock => block.type === 'table')
    .map((table) => ({
      headerRows: table.headerRows,
      rows: table.rows.map((row) => row.cells.map((cell) => cell.text)),
    }));

describe('tables printed by a browser or a word processor', { timeout: 60_000 }, () => {
  it('reads a stakeholder-dialogue table whose cells wrap and sit centred in their rows', async () => {
    expect(await tablesOf('stakeholder-dialogue-en.pdf')).toEqual([
      {
        headerRows: 1,
        rows: [
          ['Stakeholder group', 'How we engage', 'Topics raised'],
          [
            'Employees',
            'Annual staff survey, works council meetings, team briefings',
            'Safety at work, training, flexible hours',
          ],
          ['Customers', 'Key account reviews, trade fairs', 'Recycled content, delivery times'],
          ['Suppliers', 'Supplier days, audits on site', 'Prices, code of conduct'],
          ['Local residents', 'Open day, neighbourhood forum', 'Noise and traffic'],
        ],
      },
    ]);
    // The sentences around the table stay prose.
    const paragraphs = (await read('stakeholder-dialogue-en.pdf')).blocks.flatMap((block) =>
      block.type === 'paragraph' ? [block.text] : [],
    );
    expect(paragraphs).toEqual([
      'We talk with the groups our work affects throughout the year.',
      'The board discusses the results of the dialogue once a year.',
    ]);
  });

  it('reads a German one whose bold headings are set a space apart', async () => {
    const [table] = await tablesOf('stakeholder-dialogue-de.pdf');
    expect(table?.rows[0]).toEqual(['Anspruchsgruppe', 'Wie wir den Dialog führen', 'Themen']);
    expect(table?.rows[3]).toEqual([
      'Lieferanten',
      'Lieferantentag, Audits vor Ort',
      'Preise, Verhaltenskodex',
    ]);
  });

  it('keeps the header of a years-as-rows table and parts each year from the figure beside it', async () => {
    expect(await tablesOf('years-as-rows-de.pdf')).toEqual([
      {
        headerRows: 1,
        rows: [
          [
            'Jahr',
            'Scope-1-Emissionen (t CO2e)',
            'Scope-2-Emissionen, marktbasiert (t CO2e)',
            'Stromverbrauch (MWh)',
            'Mitarbeitende',
          ],
          ['2025', '1.284', '312', '4.920', '212'],
          ['2024', '1.412', '347', '5.140', '201'],
          ['2023', '1.540', '388', '5.310', '188'],
        ],
      },
    ]);
  });

  it('reads a word processor’s table whose years share one text run and whose headings wrap', async () => {
    expect(await tablesOf('unit-and-years-libreoffice-de.pdf')).toEqual([
      {
        headerRows: 1,
        rows: [
          ['Emissionen', 't CO2e', '2024', '2023', 'Ziel 2030'],
          ['Scope 1', '', '1.284', '1.412', '800'],
          ['Scope 2 (marktbasiert)', '', '312', '347', '0'],
          ['Dienstreisen', '', '96', '88', '50'],
        ],
      },
    ]);
  });

  it('leaves prose set in two columns as paragraphs', async () => {
    const document = await read('two-column-prose-fr.pdf');
    expect(document.blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('leaves key-figure tiles, each figure set large over its label, as they were', async () => {
    const cells = (await tablesOf('key-figure-tiles-de.pdf')).flatMap((table) => table.rows.flat());
    expect(cells).toContain('1.284 t CO2e');
    expect(cells).toContain('Scope-1-Emissionen');
  });
});
