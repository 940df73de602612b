import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';

const cell = (text: string, header = false) => ({ text, header });

/** A page with one heading and a table under it, its first row the column headings. */
function tablePage(
  url: string,
  heading: string,
  rows: readonly (readonly string[])[],
  title = 'Nachhaltigkeit',
): StructuredDocument {
  const blocks: DocumentBlock[] = [
    { type: 'heading', level: 2, text: heading, locator: { headingPath: [] } },
    {
      type: 'table',
      headerRows: 1,
      rows: rows.map((row, index) => ({ cells: row.map((text) => cell(text, index === 0)) })),
      locator: { headingPath: [heading], table: 0 },
    },
  ];
  return htmlDocument({ url, title }, blocks);
}

const found = (document: StructuredDocument) =>
  extractInitiativeBlocks([document], { retrievedAt: '2025-06-01' }).map(({ title, status }) => ({
    title,
    status,
  }));

describe('a table of the company’s measures with year and status', () => {
  it('reads each row as an initiative with its status: done, running or planned', () => {
    const table = tablePage('https://firma.example/nachhaltigkeit', 'Unsere Umweltmaßnahmen', [
      ['Maßnahme', 'Jahr', 'Status'],
      ['Dämmung des Verwaltungsgebäudes', '2021', 'abgeschlossen'],
      ['Regenwassernutzung in der Produktion', '2023', 'laufend'],
      ['Batteriespeicher für die Solaranlage', '2026', 'in Planung'],
    ]);
    expect(found(table)).toEqual([
      { title: 'Dämmung des Verwaltungsgebäudes', status: 'completed' },
      { title: 'Regenwassernutzung in der Produktion', status: 'active' },
      { title: 'Batteriespeicher für die Solaranlage', status: 'planned' },
    ]);
  });

  it('reads a measure named in one compound word, in German and English, but not a total', () => {
    const german = tablePage('https://holz.example/nachhaltigkeit', 'Effizienzmaßnahmen', [
      ['Maßnahme', 'Jahr', 'Einsparung (MWh/a)'],
      ['LED-Umrüstung aller Hallen', '2023', '410'],
      ['Druckluft-Leckagemanagement', '2024', '180'],
      ['Wärmerückgewinnung', '2022', '950'],
      ['Summe', '', '1.540'],
    ]);
    expect(found(german).map(({ title }) => title)).toEqual([
      'LED-Umrüstung aller Hallen',
      'Druckluft-Leckagemanagement',
      'Wärmerückgewinnung',
    ]);
    const english = tablePage('https://mill.example/sustainability', 'Measures', [
      ['Measure', 'Year'],
      ['Roof-greening', '2021'],
      ['Total', '2025'],
      ['Other', '2024'],
    ]);
    expect(found(english).map(({ title }) => title)).toEqual(['Roof-greening']);
  });

  it('takes a row whose year is still to come, with no status column, as planned', () => {
    const table = tablePage('https://empresa.example/sostenibilidad', 'Medidas', [
      ['Medida', 'Año'],
      ['Cubierta vegetal en la nave', '2022'],
      ['Puntos de recarga para clientes', '2027'],
    ]);
    expect(found(table).map((item) => item.status)).toEqual(['active', 'planned']);
  });

  it('reads no table of figures, prices or a measures table on an ordinary page', () => {
    const figures = tablePage('https://firma.example/nachhaltigkeit', 'Kennzahlen', [
      ['Kennzahl', '2023', '2024'],
      ['Stromverbrauch (MWh)', '410', '388'],
    ]);
    expect(found(figures)).toEqual([]);
    const products = tablePage(
      'https://firma.example/produkte',
      'Produkte',
      [
        ['Maßnahme', 'Jahr', 'Status'],
        ['Wartung der Heizung', '2024', 'buchbar'],
      ],
      'Produkte',
    );
    expect(found(products)).toEqual([]);
  });
});
