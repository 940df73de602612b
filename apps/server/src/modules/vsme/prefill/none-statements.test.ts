import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { noneStatementFindings } from './none-statements.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const page = (...lines: string[]) =>
  ({ url: 'https://packaging.example/report.pdf', title: 'Report', content: lines.join('\n') }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  kind: 'document',
  url: from.url ?? 'https://packaging.example/report.pdf',
  title: 'Report',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function read(...lines: string[]): Findings {
  const findings: Findings = new Map();
  noneStatementFindings([page(...lines)], 2024, cite, findings);
  return findings;
}
const CONVICTIONS = 'HasConvictionsOrFinesForCorruptionOrBribery';
const FATALITIES = 'NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth';

describe('VSME answers from a sentence that says there were none', () => {
  it.each([
    'We had no convictions or fines for corruption or bribery in 2024.',
    'Im Jahr 2024 gab es keine Verurteilungen wegen Korruption oder Bestechung.',
    "En 2024, aucune condamnation pour corruption n'a été prononcée.",
    'In 2024 waren er geen veroordelingen of boetes voor corruptie.',
    'En 2024 no hubo condenas ni multas por corrupción o soborno.',
    'Nel 2024 non ci sono state condanne per corruzione: nessuna condanna e nessuna multa.',
  ])('B11, no convictions or fines: %s', (sentence) => {
    const finding = read(sentence).get(CONVICTIONS);
    expect(finding).toMatchObject({ status: 'found', value: false, periodYear: 2024 });
    expect(finding?.sources[0]).toMatchObject({ quote: sentence });
  });

  it.each([
    'There were 11 lost-time injuries in 2024 and no fatal accidents.',
    'In 2024 we recorded zero work-related fatalities.',
    'Im Jahr 2024 gab es keine tödlichen Arbeitsunfälle.',
    'Die Unfallhäufigkeit sank 2024 auf 5,2; tödliche Arbeitsunfälle gab es keine.',
    'Tödliche Unfälle gab es im Jahr 2024 nicht.',
  ])('B9, no fatalities: %s', (sentence) => {
    expect(read(sentence).get(FATALITIES)).toMatchObject({ status: 'found', value: 0, unit: 'count' });
  });

  it.each([
    'Our goal is zero fatal accidents by 2024.',
    'We have a zero-tolerance policy on corruption and bribery in 2024; breaches can lead to fines.',
    'In 2024 a competitor was fined for bribery; we had no part in it.',
    'Tödliche Arbeitsunfälle gab es 2024 zwei, beide bei Subunternehmern.',
  ])('counter-example, not a statement of none: %s', (sentence) => {
    const findings = read(sentence);
    expect(findings.get(CONVICTIONS)?.status ?? 'absent').not.toBe('found');
    expect(findings.get(FATALITIES)?.status ?? 'absent').not.toBe('found');
  });

  it('keeps a statement for another year, or without one, as a note for the consultant', () => {
    const other = read('We had no convictions for corruption or bribery in 2023.').get(CONVICTIONS);
    expect(other).toMatchObject({ status: 'missing' });
    expect(other?.note).toContain('Stated for 2023');
    const undated = read('There were no fatal accidents.').get(FATALITIES);
    expect(undated?.status).toBe('missing');
    expect(undated?.note).toContain('without a year');
  });

  it("dates an undated statement in a report titled for one year by that year, and not a split year's", () => {
    const report = (title: string) =>
      ({
        kind: 'document',
        url: 'https://drives.example/bericht.pdf',
        title,
        retrievedAt: '2026-11-26',
        summary: '',
        content: 'Es ereigneten sich 11 meldepflichtige Arbeitsunfälle und kein tödlicher Unfall.',
      }) as Page;
    const readReport = (title: string) => {
      const findings: Findings = new Map();
      noneStatementFindings([report(title)], 2024, cite, findings);
      return findings.get(FATALITIES);
    };
    expect(readReport('Nachhaltigkeitsbericht 2024')).toMatchObject({ status: 'found', value: 0 });
    expect(readReport('Nachhaltigkeitsbericht 2023')?.status).toBe('missing');
    expect(readReport('Sustainability report 2024/25')?.status).toBe('missing');
  });

  it('B10, no collective bargaining agreements: 0 % covered, for the year stated', () => {
    const sentence =
      'In 2024 we did not have collective bargaining agreements; we consult staff through a forum.';
    expect(read(sentence).get('PercentageOfEmployeesCoveredByCollectiveBargainingAgreements')).toMatchObject({
      status: 'found',
      value: 0,
      unit: '%',
      sources: [{ quote: sentence }],
    });
    expect(
      read('We do not have collective bargaining agreements.').get(
        'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements',
      ),
    ).toMatchObject({ status: 'missing', value: null });
    for (const other of [
      'In 2024, staff who are not covered by collective agreements received the same pay rise.',
      'In 2024, 40% of our employees were not covered by collective agreements.',
    ])
      expect(
        read(other).get('PercentageOfEmployeesCoveredByCollectiveBargainingAgreements'),
        other,
      ).toBeUndefined();
  });
});
