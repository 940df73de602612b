import type { DocumentBlock, DocumentKind, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { documentReportingYear } from './document-year.js';
import { extractMetrics } from './metrics.js';

// A small company's report states its rates without a year ('100 % de la plantilla está cubierta por el
// convenio colectivo'): the year is on the cover, in the title, the first heading or the file's name.

interface ReportOf {
  kind?: DocumentKind;
  url: string;
  title: string | null;
  language: string;
  /** Chapter headings, all at the first level as a PDF reader often gives them, each over its paragraphs. */
  chapters: readonly (readonly [heading: string, paragraphs: readonly string[]])[];
}

function report({ kind = 'pdf', url, title, language, chapters }: ReportOf): StructuredDocument {
  const blocks: DocumentBlock[] = chapters.flatMap(([heading, paragraphs]) => [
    { type: 'heading' as const, level: 1, text: heading, locator: { headingPath: [], page: 1 } },
    ...paragraphs.map((text) => ({
      type: 'paragraph' as const,
      text,
      locator: { headingPath: [heading], page: 1 },
    })),
  ]);
  return {
    kind,
    documentId: null,
    pageCount: kind === 'pdf' ? 1 : null,
    notes: [],
    truncated: false,
    url,
    title,
    language,
    blocks,
  };
}

const lines = (document: StructuredDocument) =>
  metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year, yearFrom }) => `${year} ${name}: ${value}${yearFrom ? ` (${yearFrom})` : ''}`,
  );

const PEOPLE: readonly [string, readonly string[]] = [
  'Personas',
  [
    '100 % de la plantilla está cubierta por el convenio colectivo del sector de salazones de Cantabria.',
    'El índice de absentismo es del 3,9 %.',
  ],
];

describe('a report’s rates dated by the year on its cover', () => {
  it('takes the one year of the title, and says the year came from the cover', () => {
    const memoria = report({
      url: 'https://www.anchoas-laredo.test/docs/memoria.pdf',
      title: 'Memoria de sostenibilidad 2024',
      language: 'es',
      chapters: [PEOPLE],
    });
    expect(lines(memoria)).toEqual([
      '2024 Employees covered by collective agreements: 100% (report-cover)',
      '2024 Absenteeism rate: 3.9% (report-cover)',
    ]);
  });

  it('takes the year of the file name when the title has none', () => {
    const relatorio = report({
      url: 'https://www.moagem-tejo.test/documentos/relatorio-sustentabilidade-2023.pdf',
      title: null,
      language: 'pt',
      chapters: [['Ambiente', ['98 % dos resíduos são reciclados.']]],
    });
    expect(lines(relatorio)).toEqual(['2023 Waste recycled or recovered: 98% (report-cover)']);
  });

  it('keeps a sentence’s own year, and dates nothing when the title names two years', () => {
    const ownYear = report({
      url: 'https://www.anchoas-laredo.test/docs/memoria-2024.pdf',
      title: 'Memoria de sostenibilidad 2024',
      language: 'es',
      chapters: [['Personas', ['En 2023 el índice de absentismo fue del 4,4 %.']]],
    });
    expect(lines(ownYear)).toEqual(['2023 Absenteeism rate: 4.4%']);
    const twoYears = report({
      url: 'https://www.anchoas-laredo.test/docs/memoria.pdf',
      title: 'Memoria de sostenibilidad 2023 y 2024',
      language: 'es',
      chapters: [PEOPLE],
    });
    expect(lines(twoYears)).toEqual([]);
  });

  it('dates nothing from a web page’s title, or when the cover’s years disagree', () => {
    expect(
      documentReportingYear(
        report({
          kind: 'html',
          url: 'https://www.anchoas-laredo.test/sostenibilidad',
          title: 'Memoria de sostenibilidad 2024',
          language: 'es',
          chapters: [PEOPLE],
        }),
      ),
    ).toBeUndefined();
    expect(
      documentReportingYear(
        report({
          url: 'https://www.anchoas-laredo.test/docs/memoria-sostenibilidad-2023.pdf',
          title: 'Memoria de sostenibilidad 2024',
          language: 'es',
          chapters: [PEOPLE],
        }),
      ),
    ).toBeUndefined();
  });

  it('asks a report’s word beside the year: a catalogue’s year is no reporting year', () => {
    expect(
      documentReportingYear(
        report({
          url: 'https://www.anchoas-laredo.test/docs/catalogo-2025.pdf',
          title: 'Catálogo 2025',
          language: 'es',
          chapters: [PEOPLE],
        }),
      ),
    ).toBeUndefined();
  });
});

/** A heading line over a sentence, read as a page's text. */
const readUnderHeading = (language: string, heading: string, sentence: string) =>
  extractMetrics(`${heading}\n${sentence}`, 'https://www.example.test/r', {
    language,
    retrievedAt: '2026-06-01',
  }).map(({ name, value, year }) => `${year} ${name}: ${value}`);

/** A sentence on a page that reports on 2024. */
const readWithPageYear = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/r', {
    language,
    retrievedAt: '2026-06-01',
    year: 2024,
  }).map(({ name, value }) => `${name}: ${value}`);

describe('a heading naming the report and its year', () => {
  it('dates the rates under it in Spanish, Portuguese and Italian', () => {
    expect(
      readUnderHeading('es', 'Memoria de sostenibilidad 2024', 'El índice de absentismo es del 3,9 %.'),
    ).toEqual(['2024 Absenteeism rate: 3.9%']);
    expect(
      readUnderHeading('pt', 'Relatório de Sustentabilidade 2024', 'A taxa de absentismo é de 3,7 %.'),
    ).toEqual(['2024 Absenteeism rate: 3.7%']);
    expect(
      readUnderHeading('it', 'Relazione di sostenibilità 2024', 'Il tasso di assenteismo è pari al 3,1 %.'),
    ).toEqual(['2024 Absenteeism rate: 3.1%']);
  });
});

describe('the sector named by a collective agreement', () => {
  it('names the agreement, not whose figure it is', () => {
    expect(
      readWithPageYear(
        'es',
        '100 % de la plantilla está cubierta por el convenio colectivo del sector de salazones.',
      ),
    ).toEqual(['Employees covered by collective agreements: 100%']);
    expect(
      readWithPageYear(
        'en',
        '100% of our employees are covered by the collective agreement for the food industry.',
      ),
    ).toEqual(['Employees covered by collective agreements: 100%']);
  });

  it('still leaves out the sector’s own coverage', () => {
    expect(
      readWithPageYear(
        'es',
        'En el sector, el 85 % de la plantilla está cubierta por un convenio colectivo.',
      ),
    ).toEqual([]);
    expect(
      readWithPageYear('en', 'Across the sector, 62% of employees are covered by collective agreements.'),
    ).toEqual([]);
  });
});
