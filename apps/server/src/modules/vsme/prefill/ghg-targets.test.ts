import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { ghgTargetFindings } from './ghg-targets.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const page = (...lines: string[]) =>
  ({
    url: 'https://films.example/sustainability',
    title: 'Sustainability',
    content: lines.join('\n'),
  }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: from.url ?? 'https://films.example/sustainability',
  title: 'Sustainability',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function read(...lines: string[]): Findings {
  const findings: Findings = new Map();
  ghgTargetFindings([page(...lines)], [], 2025, cite, findings);
  return findings;
}
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;

describe('C3 GHG reduction target from a sentence of the company', () => {
  it.each([
    'We aim to cut our Scope 1 and 2 emissions by 42% by 2030 against 2022.',
    'Wij willen onze scope 1- en 2-emissies tegen 2030 met 42% verminderen ten opzichte van 2022.',
    'Unser Ziel: die Emissionen in Scope 1 und 2 bis 2030 gegenüber 2022 um 42 % senken.',
    'Notre objectif est de réduire nos émissions des scopes 1 et 2 de 42 % d’ici 2030 par rapport à 2022.',
  ])('reads target year, base year, reduction and scopes: %s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, 'HasGhgReductionTargets')).toBe(true);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2022');
    expect(value(findings, 'DescriptionOfATargetRelatedToAPolicy')).toBe(
      'GHG emission reduction target: a 42% reduction of Scope 1 and 2 emissions by 2030 against 2022.',
    );
    const table = findings.get('GreenhouseGasEmissionReductionTargetsTable');
    expect(table?.status).toBe('missing');
    expect(table?.note).toContain('42%');
    expect(findings.get('HasGhgReductionTargets')?.sources[0]?.quote).toBe(sentence);
  });

  it('notes the emissions stated for the base year beside the table', () => {
    const findings: Findings = new Map();
    const base = {
      name: 'Scope 1 and 2 emissions (market-based)',
      value: '2,140 tCO2e',
      unit: 'tCO2e',
      year: 2022,
      category: 'Emissions',
      label: 'Self-reported' as const,
      sources: [
        { url: 'https://films.example/sustainability', title: 'Sustainability', retrievedAt: '2026-11-26' },
      ],
    };
    const target = page('We aim to cut our Scope 1 and 2 emissions by 42% by 2030 against 2022.');
    ghgTargetFindings([target], [base], 2025, cite, findings);
    expect(findings.get('GreenhouseGasEmissionReductionTargetsTable')?.note).toContain(
      "Stated for the base year 2022: 'Scope 1 and 2 emissions (market-based)' 2,140 tCO2e",
    );
  });

  it('takes the year after ‘by’ over the year the target was set in', () => {
    const findings = read(
      'In 2025 we set a target to cut our Scope 1 emissions by 30% by 2030 against 2024.',
    );
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2024');
  });

  it('leaves a target without a base year without one', () => {
    const findings = read('Our goal is to halve our CO2 emissions by 2035.');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2035');
    expect(findings.has('GreenhouseGasEmissionReductionTargetBaseYear')).toBe(false);
  });

  it.each([
    // An actual is not a target.
    'We cut our Scope 1 and 2 emissions by 41% since 2019.',
    'In 2025 our Scope 1 emissions fell by 12% against 2024.',
    // A customer's, a supplier's or the EU's target is not the company's.
    'One of our largest customers aims to cut its Scope 3 emissions by 30% by 2030 against 2020.',
    'The EU aims to reduce greenhouse gas emissions by 55% by 2030 compared with 1990.',
    'Our main supplier has committed to cut its emissions by 50% by 2030 against 2019.',
    // An expired target.
    'We aimed to reduce our emissions by 20% by 2020 against 2015.',
    // A target of something else.
    'We aim to reduce our water use by 15% by 2030 against 2022.',
  ])('reads nothing from: %s', (sentence) => {
    expect(read(sentence).size).toBe(0);
  });
});

describe('C3 GHG reduction target after a trajectory label', () => {
  it.each([
    'Notre trajectoire : diviser par deux nos émissions d’ici 2030 par rapport à 2019.',
    'Notre trajectoire carbone : réduire nos émissions de 50 % d’ici 2030 par rapport à 2019.',
    'Our pathway: halve our emissions by 2030 against 2019.',
    'Nuestra hoja de ruta: reducir a la mitad nuestras emisiones para 2030 respecto a 2019.',
  ])('reads a halving by 2030 against 2019: %s', (sentence) => {
    const findings = read(sentence);
    expect(value(findings, 'HasGhgReductionTargets')).toBe(true);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2019');
    expect(value(findings, 'DescriptionOfATargetRelatedToAPolicy')).toContain('a 50% reduction');
  });

  it.each([
    // The trajectory so far: actuals, however they are worded.
    'Notre trajectoire : nos émissions ont baissé de 18 % depuis 2019.',
    'Notre trajectoire : –18 % d’émissions en 2025 par rapport à 2019.',
    'Notre trajectoire : réduction de 18 % de nos émissions entre 2019 et 2025.',
    'Our trajectory: emissions down 18% since 2019.',
    // A year that is no later than the period.
    'Notre trajectoire : diviser par deux nos émissions d’ici 2025 par rapport à 2019.',
    // No reduction: a trajectory of growth.
    'Notre trajectoire : doubler notre chiffre d’affaires d’ici 2030.',
  ])('reads nothing from: %s', (sentence) => {
    expect(read(sentence).size).toBe(0);
  });
});
