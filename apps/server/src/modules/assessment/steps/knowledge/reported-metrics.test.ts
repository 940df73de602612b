import { StructuredOutputError } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import type { StructuredDocument } from '@impact/contracts';
import { assertValid, modelAnswering, modelCalls } from '../test-fixtures.js';
import { computeReportedMetrics } from './index.js';
import { ABOUT_URL, SITE, SUSTAINABILITY_URL, northwindWebsite, stepInput } from './test-fixtures.js';

const APPRENTICES_QUOTE =
  'In 2024 our apprentice school trained 42 young ceramicists in glazing and kiln work.';
const apprentices = {
  name: 'Apprentices trained',
  category: 'Workforce',
  value: '42',
  year: 2024,
  label: 'Self-reported',
  sourceUrl: ABOUT_URL,
  quote: APPRENTICES_QUOTE,
};

const cell = (text: string, header = false) => ({ text, header });

describe('computeReportedMetrics', () => {
  it('without a model, extracts the metrics the company’s pages state with a year', async () => {
    const result = await computeReportedMetrics(stepInput());
    assertValid(result);
    expect(result.data).toHaveLength(1);
    expect(result.data[0]).toMatchObject({
      name: 'Scope 1 and 2 emissions',
      value: '12,400 tCO2e',
      year: 2024,
      label: 'Self-reported',
    });
    expect(result.data[0]!.sources[0]).toMatchObject({ url: SUSTAINABILITY_URL, retrievedAt: '2025-06-01' });
    expect(result.provenance).toMatchObject({
      method: 'extraction',
      provider: 'knowledge-base',
      outcome: 'found',
    });
    expect(result.provenance.note).toContain(KNOWLEDGE_BASE_VERSION);
  });

  it('answers an honest empty list when the pages state no metric', async () => {
    const website = northwindWebsite([
      { title: 'Home', url: ABOUT_URL, summary: '', content: 'Porcelain for hotels and restaurants.' },
    ]);
    const result = await computeReportedMetrics(stepInput({ website }));
    assertValid(result);
    expect(result.data).toEqual([]);
    expect(result.provenance.outcome).toBe('nothing-found');
    expect(result.provenance.note).toMatch(/No metric/);
  });

  it('answers not-researched without a website context, without a model call', async () => {
    const { model, mock } = modelAnswering({ metrics: [] });
    const result = await computeReportedMetrics(stepInput({ website: undefined, model }));
    assertValid(result);
    expect(mock.doGenerateCalls).toHaveLength(0);
    expect(result.data).toEqual([]);
    expect(result.provenance).toMatchObject({ outcome: 'not-researched' });
  });

  it('with a model, adds only metrics whose value and year the one quoted sentence states', async () => {
    const { model, mock } = modelAnswering({
      metrics: [
        // The page says nothing of assurance: downgraded to Self-reported.
        { ...apprentices, label: 'Third-party Validated' },
        // Same name and year as the knowledge base's: the knowledge base's wins.
        {
          ...apprentices,
          name: 'Scope 1 and 2 emissions',
          category: 'Climate',
          value: '12,400 tCO2e',
          sourceUrl: SUSTAINABILITY_URL,
          quote: 'In 2024 our Scope 1 and 2 emissions were 12,400 tCO2e, down from 13,900 tCO2e in 2023.',
        },
        // The value is not on the page.
        { ...apprentices, name: 'Employees', value: '700' },
        // The quote is not on the page.
        { ...apprentices, quote: 'In 2024 we trained 42 apprentices.' },
        // A page the context does not hold.
        { ...apprentices, sourceUrl: 'https://invented.example/report' },
        // A year the page does not state near the sentence.
        { ...apprentices, name: 'Apprentices 2023', year: 2023 },
        // An invented figure for a sentence that is on the page.
        { ...apprentices, name: 'Apprentices', value: '44' },
        // A faithful figure, but its sentence names no 2024 (only 1921): the year is not borne out.
        {
          ...apprentices,
          name: 'Employees',
          value: '640 people',
          quote:
            'Founded in 1921, Northwind Ceramics employs 640 people at two plants, in Limoges and in Porto.',
        },
        // The earlier year of a sentence with two.
        {
          ...apprentices,
          name: 'Scope 1 and 2 emissions',
          category: 'Climate',
          value: '13.900 tCO2e',
          year: 2023,
          sourceUrl: SUSTAINABILITY_URL,
          quote: 'In 2024 our Scope 1 and 2 emissions were 12,400 tCO2e, down from 13,900 tCO2e in 2023.',
        },
      ],
    });
    const result = await computeReportedMetrics(stepInput({ model }));
    expect(mock.doGenerateCalls).toHaveLength(1);
    assertValid(result);
    expect(result.data.map((metric) => [metric.name, metric.value, metric.year, metric.label])).toEqual([
      ['Scope 1 and 2 emissions', '12,400 tCO2e', 2024, 'Self-reported'],
      ['Apprentices trained', '42', 2024, 'Self-reported'],
      ['Scope 1 and 2 emissions', '13.900 tCO2e', 2023, 'Self-reported'],
    ]);
    expect(result.data[0]!.category).toBe('Emissions'); // the knowledge base's entry, unchanged
    expect(result.data[1]!.sources).toEqual([
      { url: ABOUT_URL, title: `“${APPRENTICES_QUOTE}”`, retrievedAt: '2025-06-01' },
    ]);
    expect(result.provenance).toMatchObject({
      method: 'llm',
      provider: 'openai',
      promptKey: 'reportedMetrics_prompt',
      promptVersion: 0,
      outcome: 'found',
    });
    expect(result.provenance.note).toMatch(/6 metric\(s\) the model named were left out/);
    expect(result.provenance.droppedNumbers).toBe(6);
  });

  it('keeps the knowledge base’s provenance when the model adds nothing', async () => {
    const { model } = modelAnswering({ metrics: [] });
    const result = await computeReportedMetrics(stepInput({ model }));
    assertValid(result);
    expect(result.data).toHaveLength(1);
    expect(result.provenance).toMatchObject({ method: 'extraction', outcome: 'found' });
  });

  it('lets a model answer that fails the schema throw, returning nothing', async () => {
    const { model } = modelAnswering({ metrics: [{ ...apprentices, year: 'last year' }] });
    await expect(computeReportedMetrics(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });

  it('reads the tables of the structured documents, keeping a row figure only under its year', async () => {
    const REPORT_URL = `${SITE}/reports/sustainability-2024.pdf`;
    const report: StructuredDocument = {
      kind: 'pdf',
      url: REPORT_URL,
      documentId: null,
      title: 'Sustainability Report 2024',
      language: 'en',
      pageCount: 12,
      notes: [],
      truncated: false,
      blocks: [
        {
          type: 'table',
          caption: 'Environmental key figures',
          headerRows: 1,
          rows: [
            { cells: [cell('Indicator', true), cell('2023', true), cell('2024', true)] },
            { cells: [cell('Scope 1 emissions (tCO2e)'), cell('14,000'), cell('12,400')] },
            { cells: [cell('Water withdrawal (m³)'), cell('52.300'), cell('49.800')] },
          ],
          locator: { headingPath: ['Environment'], page: 7, table: 0 },
        },
      ],
    };
    const fromTable = (name: string, value: string, quote: string) => ({
      ...apprentices,
      name,
      category: 'Environment',
      value,
      sourceUrl: REPORT_URL,
      quote,
    });
    const scopeRow = '| Scope 1 emissions (tCO2e) | 14,000 | 12,400 |';
    const waterRow = '| Water withdrawal (m³) | 52.300 | 49.800 |';
    const { model } = modelAnswering({
      metrics: [
        fromTable('Scope 1 emissions', '12,400 tCO2e', scopeRow),
        // Written with the other thousands separator: the same figure.
        fromTable('Water withdrawal', '49,800 m³', waterRow),
        // Invented, and a real figure of the row given for the wrong year.
        fromTable('Water withdrawal', '51,000 m³', waterRow),
        fromTable('Scope 1 emissions', '14,000 tCO2e', scopeRow),
      ],
    });
    const result = await computeReportedMetrics(stepInput({ model, documents: [report] }));
    assertValid(result);
    expect(modelCalls(model)[0]!.user).toContain(
      `Table on ${REPORT_URL} (Environment › Environmental key figures)`,
    );
    expect(modelCalls(model)[0]!.user).toContain(scopeRow);
    // The knowledge base reads every year of the table itself; the model's faithful figures are the
    // same metrics (the other thousands separator included) and are not stored twice, its invented
    // and wrong-year figures are dropped.
    const fromReport = result.data.filter((metric) => metric.sources[0]?.url === REPORT_URL);
    expect(fromReport.map((metric) => [metric.name, metric.value, metric.year])).toEqual([
      ['Scope 1 emissions', '14,000 tCO2e', 2023],
      ['Scope 1 emissions', '12,400 tCO2e', 2024],
      ['Water withdrawal', '52.300 m³', 2023],
      ['Water withdrawal', '49.800 m³', 2024],
    ]);
    expect(fromReport.some((metric) => metric.value === '51,000 m³')).toBe(false);
    expect(fromReport[1]!.sources[0]).toMatchObject({
      kind: 'document',
      title: 'Sustainability Report 2024',
      quote: 'Scope 1 emissions (tCO2e) | 14,000 | 12,400',
      locator: { headingPath: ['Environment'], page: 7, table: 0, row: 1 },
    });
    expect(result.provenance.droppedNumbers).toBe(2);
    expect(result.provenance.note).toMatch(/2 metric\(s\) the model named were left out/);
  });
});
