import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { extractMetrics } from './metrics.js';

// Invented hotels, cooperatives and banks, one paragraph per line, as the website reader gives them.
const read = (language: string, ...lines: string[]) =>
  extractMetrics(lines.join('\n'), 'https://www.example.test/kennzahlen', {
    retrievedAt: '2026-03-01',
    language,
  }).map(({ name, value, unit, year, kind, category }) => ({ name, value, unit, year, kind, category }));

const stays = (value: string, year: number) => ({
  name: 'Overnight stays',
  value,
  unit: 'overnight stays',
  year,
  kind: 'overnight-stays',
  category: 'Business activity',
});
const members = (value: string, year: number) => ({
  name: 'Number of members',
  value,
  unit: 'members',
  year,
  kind: 'members',
  category: 'Business activity',
});
const costIncome = (value: string, year: number) => ({
  name: 'Cost-income ratio',
  value,
  unit: '%',
  year,
  kind: 'cost-income-ratio',
  category: 'Financial',
});

describe('overnight stays, members and the cost-income ratio', () => {
  it('reads a hotel group’s overnight stays in German, English, French and Dutch, with unit and year', () => {
    expect(read('de', 'Unsere Hotels zählten 412.000 Nächtigungen (2024).')).toEqual([
      stays('412,000 overnight stays', 2024),
    ]);
    expect(read('en', 'In 2024 our hotels recorded 96,500 guest nights.')).toEqual([
      stays('96,500 overnight stays', 2024),
    ]);
    expect(read('fr', 'En 2024, nos résidences ont accueilli 58 300 nuitées.')).toEqual([
      stays('58,300 overnight stays', 2024),
    ]);
    expect(read('nl', 'In 2025 telden onze hotels 71.200 overnachtingen.')).toEqual([
      stays('71,200 overnight stays', 2025),
    ]);
  });

  it('reads the members of a cooperative or a building society', () => {
    expect(read('en', 'At the end of 2024 the building society had 214,000 members.')).toEqual([
      members('214,000 members', 2024),
    ]);
    expect(read('de', 'Die Genossenschaft zählte Ende 2024 18.400 Mitglieder.')).toEqual([
      members('18,400 members', 2024),
    ]);
    expect(read('fr', 'En 2025, la coopérative comptait 9 600 sociétaires.')).toEqual([
      members('9,600 members', 2025),
    ]);
  });

  it('reads a bank’s cost-income ratio in English and German', () => {
    expect(read('en', 'Our cost-income ratio improved to 52.1% in 2024.')).toEqual([
      costIncome('52.1%', 2024),
    ]);
    expect(read('de', 'Die Cost-Income-Ratio lag 2024 bei 58,3 %.')).toEqual([costIncome('58.3%', 2024)]);
  });

  it('leaves out a destination’s stays, a change in them, and members of a board or a loyalty club', () => {
    expect(read('en', 'In 2024 the valley counted 2,100,000 overnight stays.')).toEqual([]);
    expect(read('en', 'In 2024 our hotels sold 12,000 more room nights than the year before.')).toEqual([]);
    expect(read('de', 'Die Region verzeichnete 2024 rund 1.900.000 Übernachtungen.')).toEqual([]);
    expect(read('en', 'In 2024 the cooperative’s board had 9 members.')).toEqual([]);
    expect(read('en', 'Our loyalty club had 48,000 members in 2024.')).toEqual([]);
    expect(read('de', 'Unser Bonusclub hatte 2024 31.000 Mitglieder.')).toEqual([]);
  });

  it('reads them from a key-figures table and a line of a page, each with its unit', () => {
    const document = readHtmlDocument(
      `<html lang="de"><body><main><h1>Kennzahlen</h1><table>
      <tr><th>Kennzahl</th><th>2023</th><th>2024</th></tr>
      <tr><td>Nächtigungen</td><td>398.000</td><td>412.000</td></tr>
      <tr><td>Cost-Income-Ratio</td><td>60,2 %</td><td>58,3 %</td></tr>
      </table><p>Unsere Häuser: 412.000 Nächtigungen (2024)</p></main></body></html>`,
      { url: 'https://www.example.test/kennzahlen' },
    );
    expect(
      metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
        ({ name, value, unit, year }) => `${year} ${name}: ${value} [${unit}]`,
      ),
    ).toEqual([
      '2023 Nächtigungen: 398,000 overnight stays [overnight stays]',
      '2024 Nächtigungen: 412,000 overnight stays [overnight stays]',
      '2023 Cost-Income-Ratio: 60.2% [%]',
      '2024 Cost-Income-Ratio: 58.3% [%]',
      '2024 Overnight stays: 412,000 overnight stays [overnight stays]',
    ]);
  });
});

describe('what the company produced, in tonnes', () => {
  it('reads roasted coffee and milled grain as production, never as emissions or energy', () => {
    expect(
      read(
        'en',
        'In 2024 we roasted 3,400 tonnes of coffee for cafés across the region.',
        'In 2024 our two mills processed 18,000 tonnes of organic wheat.',
      ),
    ).toEqual([
      {
        name: 'Coffee roasted',
        value: '3,400 tonnes',
        unit: 'tonnes',
        year: 2024,
        kind: 'production-volume',
        category: 'Production',
      },
      {
        name: 'Organic wheat processed',
        value: '18,000 tonnes',
        unit: 'tonnes',
        year: 2024,
        kind: 'production-volume',
        category: 'Production',
      },
    ]);
  });

  it('leaves out goods someone else made and footprints', () => {
    expect(
      read(
        'en',
        'In 2024 our suppliers roasted 900 tonnes of coffee for the market.',
        'In 2024 we recycled 120 tonnes of packaging.',
      ).filter((metric) => metric.kind === 'production-volume'),
    ).toEqual([]);
  });
});

const epc = (value: string, year: number) => ({
  name: 'Mortgage book rated EPC A–C',
  value,
  unit: '%',
  year,
  kind: 'mortgages-epc-a-to-c',
  category: 'Investments',
});

describe('a lender’s mortgage book rated EPC A to C', () => {
  it('reads the share of its own book, in a sentence and in a key-figures line', () => {
    expect(read('en', 'In 2024, 44.5% of our mortgage book was rated EPC A to C.')).toEqual([
      epc('44.5%', 2024),
    ]);
    expect(read('en', 'Key figures 2024', 'Mortgage book rated EPC A–C: 39.8%')).toEqual([
      epc('39.8%', 2024),
    ]);
  });

  it('leaves out the market’s or the country’s homes, a target and a change', () => {
    expect(
      read('en', 'In 2024 about 45% of mortgaged homes across the UK mortgage market were rated EPC A–C.'),
    ).toEqual([]);
    expect(read('en', 'In 2024 around 48% of homes in England were rated EPC C or above.')).toEqual([]);
    expect(read('en', 'We aim for 60% of our mortgage book to be rated EPC A–C by 2030.')).toEqual([]);
  });
});

describe('a lender’s key-figures table with its mortgage book by EPC rating', () => {
  it('reads the row of its own book for both years, and not the target table beside it', () => {
    const document = readHtmlDocument(
      `<html lang="en"><body><main><h1>ESG data</h1><table>
      <tr><th>Indicator</th><th>Unit</th><th>FY2025</th><th>FY2024</th></tr>
      <tr><td>Mortgage book rated EPC A–C</td><td>%</td><td>44.1</td><td>40.3</td></tr>
      </table><h2>Our 2030 targets</h2><table>
      <tr><th>Target</th><th>2030 target</th><th>FY2025 progress</th></tr>
      <tr><td>Mortgage book rated EPC A–C</td><td>60%</td><td>44.1%</td></tr>
      </table></main></body></html>`,
      { url: 'https://www.example.test/esg-data' },
    );
    expect(
      metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
        ({ name, value, year, category }) => `${year} ${name}: ${value} (${category})`,
      ),
    ).toEqual([
      '2025 Mortgage book rated EPC A–C: 44.1% (Investments)',
      '2024 Mortgage book rated EPC A–C: 40.3% (Investments)',
    ]);
  });
});
