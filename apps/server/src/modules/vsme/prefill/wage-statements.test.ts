import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { minimumWageFindings, paysAtLeastAWageFloor } from './wage-statements.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const URL = 'https://www.brennholt-logistik.example/people';
const page = (...lines: string[]) => ({ url: URL, title: 'People', content: lines.join('\n') }) as Page;
const cite = (_from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: URL,
  title: 'People',
  retrievedAt: '2026-11-28',
  quote: sentence,
});
const MINIMUM_WAGE = 'EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement';

describe('B10 pay at or above the minimum wage from a living-wage statement', () => {
  it.each([
    'All our employees earn at least the Real Living Wage.',
    'Every employee is paid above the living wage set by the Living Wage Foundation.',
    'All staff are paid no less than the national minimum wage.',
    'Tutti i dipendenti percepiscono un salario superiore al salario dignitoso.',
    'Tutti i nostri collaboratori ricevono una retribuzione non inferiore ai minimi contrattuali del CCNL.',
    'Tous nos salariés perçoivent au moins un salaire décent.',
    'Todos nuestros empleados cobran por encima del salario mínimo.',
    'Alle Mitarbeitenden verdienen mindestens einen existenzsichernden Lohn.',
    'Al onze medewerkers verdienen minimaal een leefbaar loon.',
  ])('reads yes from “%s”', (sentence) => {
    const findings: Findings = new Map();
    minimumWageFindings([page('Our people', sentence)], cite, findings);
    expect(findings.get(MINIMUM_WAGE)).toMatchObject({ status: 'found', value: true });
    expect(findings.get(MINIMUM_WAGE)?.sources[0]?.quote).toBe(sentence);
  });

  it.each([
    // An aim, not a fact.
    'We are working towards paying the living wage to all our employees by 2027.',
    'Il nostro obiettivo è che tutti i dipendenti percepiscano almeno il salario dignitoso.',
    'Nous visons à ce que tous nos salariés perçoivent au moins un salaire décent d’ici 2027.',
    // A part of the employees, or not all.
    'Most of our employees earn above the living wage.',
    'Not all employees are paid at least the living wage yet.',
    'No todos los empleados cobran por encima del salario mínimo.',
    // Someone else's workers.
    'We ask all our suppliers to pay their workers at least the living wage.',
    // No floor the pay is at or over.
    'All our employees are paid fairly and equally.',
    'The living wage rose by 10% this year, a change all employees noticed.',
    // No statement of every employee.
    'Our apprentices are paid above the minimum wage.',
  ])('reads nothing from “%s”', (sentence) => {
    expect(paysAtLeastAWageFloor(sentence)).toBe(false);
    const findings: Findings = new Map();
    minimumWageFindings([page(sentence)], cite, findings);
    expect(findings.get(MINIMUM_WAGE)).toBeUndefined();
  });
});
