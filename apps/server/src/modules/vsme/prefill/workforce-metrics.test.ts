import type { SectionData } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { metricFindings, voluntaryTurnoverNote } from './metrics.js';

type Metric = SectionData<'ReportedMetrics'>[number];

const metric = (name: string, value: string, year = 2024): Metric => ({
  name,
  value,
  unit: '%',
  year,
  category: 'Workforce',
  label: 'Self-reported',
  sources: [{ url: 'https://packaging.example/report.pdf', title: 'Report', retrievedAt: '2026-11-26' }],
});

function prefill(...metrics: Metric[]): Findings {
  const findings: Findings = new Map();
  metricFindings(metrics, 2024, findings);
  return findings;
}

describe('B8 and B10 rates from the reported metrics', () => {
  it('answers turnover rate, collective bargaining coverage and the (mean) pay gap, a negative gap too', () => {
    const findings = prefill(
      metric('Employee turnover rate', '9.8%'),
      metric('Employees covered by collective agreements', '92%'),
      metric('Gender pay gap (mean)', '-1.5%'),
    );
    expect(findings.get('EmployeeTurnoverRate')).toMatchObject({ status: 'found', value: 9.8, unit: '%' });
    expect(findings.get('PercentageOfEmployeesCoveredByCollectiveBargainingAgreements')).toMatchObject({
      status: 'found',
      value: 92,
    });
    expect(findings.get('PercentageGapInPayBetweenFemaleAndMaleEmployees')).toMatchObject({
      status: 'found',
      value: -1.5,
    });
  });

  it('counter-examples: a median pay gap and another year answer nothing for the period', () => {
    const findings = prefill(
      metric('Gender pay gap (median)', '6.4%'),
      metric('Employee turnover rate', '7%', 2023),
    );
    expect(findings.get('PercentageGapInPayBetweenFemaleAndMaleEmployees')).toBeUndefined();
    expect(findings.get('EmployeeTurnoverRate')).toMatchObject({ status: 'missing' });
    expect(findings.get('EmployeeTurnoverRate')?.note).toContain('2023: 7%');
  });

  it('answers B7’s total waste from an office-based firm’s row of office waste', () => {
    const findings = prefill({ ...metric('Office waste', '14.2 t'), unit: 't', category: 'Waste' });
    expect(findings.get('TotalWasteGeneratedMass')).toMatchObject({
      status: 'found',
      value: 14.2,
      unit: 'tonnes',
    });
  });

  it('leaves the turnover rate missing when only voluntary leavers are stated, and quotes their rate', () => {
    const metrics = [metric('Employee turnover rate (voluntary)', '9.8%')];
    const findings = prefill(...metrics);
    voluntaryTurnoverNote(metrics, 2024, findings);
    expect(findings.get('EmployeeTurnoverRate')).toMatchObject({ status: 'missing', value: null });
    expect(findings.get('EmployeeTurnoverRate')?.note).toContain(
      'Only the rate of voluntary leavers is stated: 2024: 9.8%',
    );
  });
});
