import { reportedMetricSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { extractMetrics } from './metrics.js';

const URL = 'https://www.example.com/sustainability';
const READ_ON = { retrievedAt: '2026-11-21' };

function read(text: string, options: { year?: number } = {}) {
  return extractMetrics(text, URL, { ...READ_ON, ...options }).map((m) => [
    m.name,
    m.value,
    m.year,
    m.category,
  ]);
}

describe('extractMetrics names, values and dates what a sentence states', () => {
  it.each([
    [
      'Training hours per employee averaged 14 hours in 2024.',
      [['Training hours per employee', '14 hours per employee', 2024, 'Workforce']],
    ],
    [
      'In 2024 our colleagues completed 6,300 hours of training.',
      [['Training hours', '6,300 hours', 2024, 'Workforce']],
    ],
    [
      'In 2024, our Scope 1 emissions were 4,210 tCO2e.',
      [['Scope 1 emissions', '4,210 tCO2e', 2024, 'Emissions']],
    ],
    [
      'Scope 2 emissions (location-based) were 1,980 tCO2e in FY2023.',
      [['Scope 2 emissions (location-based)', '1,980 tCO2e', 2023, 'Emissions']],
    ],
    [
      'Our Scope 1–3 footprint was 1.2 MtCO2e in 2024.',
      [['Scope 1, 2 and 3 emissions', '1.2 MtCO2e', 2024, 'Emissions']],
    ],
    [
      'Total GHG emissions were 52 ktCO2e in 2024.',
      [['Total GHG emissions', '52 ktCO2e', 2024, 'Emissions']],
    ],
    [
      'Scope 1 emissions were 4,210 tCO2e and Scope 2 emissions 1,980 tCO2e in 2024.',
      [
        ['Scope 1 emissions', '4,210 tCO2e', 2024, 'Emissions'],
        ['Scope 2 emissions', '1,980 tCO2e', 2024, 'Emissions'],
      ],
    ],
    [
      'Scope 1 emissions were 4,210 tCO2e in 2024 and 4,800 tCO2e in 2023.',
      [
        ['Scope 1 emissions', '4,210 tCO2e', 2024, 'Emissions'],
        ['Scope 1 emissions', '4,800 tCO2e', 2023, 'Emissions'],
      ],
    ],
    [
      'In 2024 we reduced Scope 1 emissions to 4,210 tCO2e.',
      [['Scope 1 emissions', '4,210 tCO2e', 2024, 'Emissions']],
    ],
    [
      'In 2024 we cut Scope 1 emissions by 1,200 tCO2e.',
      [['Scope 1 emissions reduction', '1,200 tCO2e', 2024, 'Emissions']],
    ],
    [
      'Emissions intensity was 0.42 tCO2e per tonne of product in 2024.',
      [['GHG emissions intensity', '0.42 tCO2e per tonne of product', 2024, 'Emissions']],
    ],
    [
      'We retired carbon credits for 5,000 tCO2e in 2024.',
      [['Emissions offset with carbon credits', '5,000 tCO2e', 2024, 'Emissions']],
    ],
    [
      'Our 2022 baseline emissions were 48,000 tCO2e.',
      [['GHG emissions', '48,000 tCO2e', 2022, 'Emissions']],
    ],
    [
      'In 2024, renewable electricity rose to 72%, from 41% in 2021.',
      [['Renewable electricity share', '72%', 2024, 'Energy']],
    ],
    ['We used 96,300 MWh of energy in 2024.', [['Energy consumption', '96,300 MWh', 2024, 'Energy']]],
    [
      'Our solar roofs generated 4.2 GWh in 2024.',
      [['Renewable electricity generated', '4.2 GWh', 2024, 'Energy']],
    ],
    ['Electricity use was 40 GWh in 2024.', [['Electricity consumption', '40 GWh', 2024, 'Energy']]],
    [
      'We recycled 120,000 m³ of process water in 2024.',
      [['Water recycled and reused', '120,000 m³', 2024, 'Water']],
    ],
    [
      'In 2024, 2,100 tonnes of waste were diverted from landfill.',
      [['Waste diverted from landfill', '2,100 tonnes', 2024, 'Waste']],
    ],
    [
      'We sent 85 tonnes of hazardous waste for treatment in 2024.',
      [['Hazardous waste', '85 tonnes', 2024, 'Waste']],
    ],
    ['Women held 38% of management roles in 2024.', [['Women in leadership', '38%', 2024, 'Workforce']]],
    ['Women made up 40% of our board in 2024.', [['Women on the board', '40%', 2024, 'Governance']]],
    [
      'In 2024, 64% of our cotton was certified organic cotton.',
      [['Certified organic cotton share', '64%', 2024, 'Materials']],
    ],
    [
      'In 2024, 55% of the polyester we used was recycled polyester.',
      [['Recycled polyester share', '55%', 2024, 'Materials']],
    ],
    ['We reduced water use by 12% in 2024.', [['Water use reduction', '12%', 2024, 'Water']]],
    [
      '100% of the electricity for our shops, offices and warehouse came from renewable sources in 2025.',
      [['Renewable electricity share', '100%', 2025, 'Energy']],
    ],
    [
      'In 2024 our total energy consumption was 98.4 GWh, and 71% of it came from renewable sources.',
      [
        ['Energy consumption', '98.4 GWh', 2024, 'Energy'],
        ['Renewable energy share', '71%', 2024, 'Energy'],
      ],
    ],
    [
      'In 2024, 92% of our employees were covered by collective agreements.',
      [['Employees covered by collective agreements', '92%', 2024, 'Workforce']],
    ],
    [
      'In 2024 we used 41,200 MWh of electricity, and 64% of it came from renewable sources.',
      [
        ['Electricity consumption', '41,200 MWh', 2024, 'Energy'],
        ['Renewable electricity share', '64%', 2024, 'Energy'],
      ],
    ],
    [
      'Employee engagement reached 68% in our 2025 survey (2024: 65%).',
      // The bracket states the same indicator for the year it opens with.
      [
        ['Employee engagement', '68%', 2025, 'Workforce'],
        ['Employee engagement', '65%', 2024, 'Workforce'],
      ],
    ],
  ])('%s', (sentence, expected) => {
    expect(read(sentence)).toEqual(expected);
  });
});

describe('extractMetrics leaves out what is not a reported result', () => {
  it.each([
    ['hours that are no training', 'Our helpline answers within 48 hours, as it did in 2024.'],
    ['a training target', 'We aim to offer 25 hours of training per employee by 2028.'],
    ['a target', 'We aim to reduce Scope 1 and 2 emissions by 50% by 2030.'],
    ['a commitment', 'We will source 100% renewable electricity by 2027.'],
    ['a target stated after the number', 'In 2024 we set a 50% reduction target for Scope 3 emissions.'],
    ['a deadline after the number', 'In 2024 we set out to cut Scope 3 emissions 30% by 2030.'],
    ['a hedged claim', 'In 2024 renewable electricity covered up to 80% of our needs.'],
    ['a comparison value', 'Renewable electricity was up from 41% in 2021.'],
    ['a figure without a year', 'Our Scope 1 emissions were 4,210 tCO2e.'],
    [
      'a cumulative figure counted since a year',
      'Since 2020 the programme has saved customers 210 GWh of electricity.',
    ],
    ['an avoided-emissions claim', 'In 2024 our products avoided 90,000 tCO2e at customer sites.'],
    ['a share with no topic', 'In 2024, 86% came from the use of sold products.'],
    ['a satisfaction score', 'In 2024, 100% satisfaction was guaranteed.'],
    ['a discount', 'Get 20% off in 2025.'],
    ['a mass without a topic', 'In 2024 our crane lifted 12 tonnes.'],
    ['volume that is not water', 'In 2024 we burned 3,000 m³ of natural gas.'],
    ['people who are not employees', 'In 2024 we trained 1,200 farmers and 300 people in our communities.'],
    ['a year after the page was read', 'Scope 1 emissions are forecast at 3,000 tCO2e in 2028.'],
    ['several years with no owner', 'Between 2019 and 2024 our waste fell; 91% of it was recycled.'],
  ])('%s', (_label, sentence) => {
    expect(read(sentence)).toEqual([]);
  });
});

describe('extractMetrics dating', () => {
  it('uses the page year only when the sentence and headings state none', () => {
    const sentence = 'Our Scope 1 emissions were 4,210 tCO2e.';
    expect(read(sentence, { year: 2025 })).toEqual([['Scope 1 emissions', '4,210 tCO2e', 2025, 'Emissions']]);
    expect(read(`Scope 1 emissions were 4,210 tCO2e in 2024.`, { year: 2025 })[0]?.[2]).toBe(2024);
  });

  it('dates table rows with the heading above them, until the next heading', () => {
    const page =
      'Key figures 2023\nScope 1 emissions: 9,120 tCO2e\nOur targets\nScope 2 emissions: 2,000 tCO2e';
    expect(read(page)).toEqual([['Scope 1 emissions', '9,120 tCO2e', 2023, 'Emissions']]);
  });

  it('never takes the year of the statement after a semicolon', () => {
    expect(
      read('Our rooftop panels generate 540 MWh a year; in 2026 the Alpine hotel switches to a heat pump.', {
        year: 2025,
      }),
    ).toEqual([['Energy consumption', '540 MWh', 2025, 'Energy']]);
  });

  it('notes the baseline of a reduction and takes the reporting year from the sentence', () => {
    expect(
      read(
        'In 2024, our Scope 1 and 2 emissions were 18,450 tCO2e, down 34% compared with our 2019 baseline.',
      ),
    ).toEqual([
      ['Scope 1 and 2 emissions', '18,450 tCO2e', 2024, 'Emissions'],
      ['Scope 1 and 2 emissions reduction (vs 2019 baseline)', '34%', 2024, 'Emissions'],
    ]);
  });
});

describe('a figure beside the earlier value it is compared with', () => {
  it('takes the page year, not the year of the earlier value', () => {
    expect(
      read('Our staff engagement score in the annual survey was 77%, up from 72% in 2023.', { year: 2024 }),
    ).toEqual([['Employee engagement', '77%', 2024, 'Workforce']]);
  });
});

describe('extractMetrics output', () => {
  const [metric] = extractMetrics('In 2024, our Scope 1 emissions were 4,210 tCO2e.', URL, READ_ON);

  it('is a valid contracts ReportedMetric, labelled Self-reported', () => {
    expect(reportedMetricSchema.parse(metric)).toMatchObject({ label: 'Self-reported', year: 2024 });
  });

  it('carries the quote, the page as source, the method and the knowledge-base version', () => {
    expect(metric).toMatchObject({
      quote: 'In 2024, our Scope 1 emissions were 4,210 tCO2e.',
      url: URL,
      sources: [
        { url: URL, title: 'In 2024, our Scope 1 emissions were 4,210 tCO2e.', retrievedAt: '2026-11-21' },
      ],
      method: 'extraction',
      knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
      kind: 'ghg-emissions',
    });
  });

  it('lists a metric repeated on the page once', () => {
    const page = 'In 2024, Scope 1 emissions were 4,210 tCO2e.\nIn 2024, Scope 1 emissions were 4,210 tCO2e.';
    expect(extractMetrics(page, URL, READ_ON)).toHaveLength(1);
  });

  it('rejects a retrievedAt that is not an ISO date, and a page year that is not a year', () => {
    expect(() => extractMetrics('x', URL, { retrievedAt: '21/11/2026' })).toThrow(/ISO date/);
    expect(() => extractMetrics('x', URL, { ...READ_ON, year: 24 })).toThrow(/whole year/);
  });
});

describe('a key-figure line that counts staff with its year in the label', () => {
  it('reads the year’s headcount and leaves out peak-season, seasonal and the parent’s staff', () => {
    expect(
      read(
        [
          'Employees (annual average) 2025: 1,180',
          'Employees at peak season 2025: 1,600',
          'Seasonal employees 2025: 420',
          'Employees of our parent 2025: 9,400',
        ].join('\n'),
      ),
    ).toEqual([['Number of employees', '1,180 employees', 2025, 'Workforce']]);
  });
});

describe('a change stated against a base year', () => {
  it('reads "18% below FY2023/24" as a reduction of the figure before it, and a plain comparison as nothing', () => {
    expect(
      read('Our scope 1 and 2 emissions fell to 17,640 tCO2e in FY2025/26, 18% below FY2023/24.'),
    ).toEqual([
      ['Scope 1 and 2 emissions', '17,640 tCO2e', 2026, 'Emissions'],
      ['Scope 1 and 2 emissions reduction (vs FY2023/24)', '18%', 2026, 'Emissions'],
    ]);
    expect(read('In 2025 we used 12,400 MWh of energy, 9% below our 2019 baseline.')).toEqual([
      ['Energy consumption', '12,400 MWh', 2025, 'Energy'],
      ['Energy consumption reduction (vs 2019 baseline)', '9%', 2025, 'Energy'],
    ]);
    // A share below someone else's is not a change of the company's own figure.
    expect(read('In 2025 we used 12,400 MWh of energy, 9% below the national average.')).toEqual([
      ['Energy consumption', '12,400 MWh', 2025, 'Energy'],
    ]);
  });
});
