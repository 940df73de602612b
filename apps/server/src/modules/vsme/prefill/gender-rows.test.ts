import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { genderRowFindings } from './gender-rows.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const URL = 'https://www.harlow-engineering.example/key-figures';
const page = (...lines: string[]) => ({ url: URL, title: 'Key figures', content: lines.join('\n') }) as Page;
const cite = (_from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: URL,
  title: 'Key figures',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function read(...lines: string[]): Findings {
  const findings: Findings = new Map();
  genderRowFindings([page(...lines)], 2025, cite, findings);
  return findings;
}
const FEMALE = 'NumberOfFemaleEmployees';
const MALE = 'NumberOfMaleEmployees';

describe('B8 employees by gender from a key-figures row', () => {
  it('finds the report’s year of a women row and a men row, each quoting its row', () => {
    const findings = read(
      'Employees (headcount at 31 December) | Unit: number | 2025: 310 | 2024: 296',
      'Women | Unit: number | 2025: 112 | 2024: 104',
      'Men | Unit: number | 2025: 198 | 2024: 192',
    );
    expect(findings.get(FEMALE)).toMatchObject({
      status: 'found',
      value: 112,
      unit: 'headcount',
      periodYear: 2025,
      sources: [{ quote: 'Women | Unit: number | 2025: 112 | 2024: 104' }],
    });
    expect(findings.get(MALE)).toMatchObject({ status: 'found', value: 198 });
  });

  it('reads rows named for employees and a count, and a row of both genders', () => {
    const named = read(
      'Female employees (headcount) | 2025: 112 | 2024: 104',
      'Male employees (headcount) | 2025: 198 | 2024: 192',
    );
    expect(named.get(FEMALE)).toMatchObject({ status: 'found', value: 112 });
    expect(named.get(MALE)).toMatchObject({ status: 'found', value: 198 });
    const both = read('Employees women / men | 2025: 112 / 198 | 2024: 104 / 192');
    expect(both.get(FEMALE)).toMatchObject({ status: 'found', value: 112 });
    expect(both.get(MALE)).toMatchObject({ status: 'found', value: 198 });
    const reversed = read('Men/women | 2025: 1,198 / 412');
    expect(reversed.get(FEMALE)).toMatchObject({ status: 'found', value: 412 });
    expect(reversed.get(MALE)).toMatchObject({ status: 'found', value: 1198 });
  });

  it('leaves shares, parts of the workforce and full-time equivalents alone', () => {
    for (const line of [
      'Women | Unit: % | 2025: 36 | 2024: 35',
      'Women (%) | 2025: 36',
      'Women | 2025: 36% | 2024: 35%',
      'Women in senior leadership | Unit: number | 2025: 12',
      'New hires – women | 2025: 14',
      'Women | Unit: FTE | 2025: 98.5',
    ]) {
      expect(read(line).get(FEMALE), line).toBeUndefined();
    }
  });

  it('only notes a row of other years', () => {
    const findings = read('Women | Unit: number | 2024: 104 | 2023: 99');
    expect(findings.get(FEMALE)).toMatchObject({ status: 'missing', value: null });
    expect(findings.get(FEMALE)?.note).toContain('104 for 2024');
  });
});
