import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { ghgTargetFindings } from './ghg-targets.js';

/** A fictional tile maker's 2030 goals: one sentence lists the emissions cut with two other goals. */
type Page = SectionData<'WebsiteContext'>['pages'][number];

const page = (...lines: string[]) =>
  ({ url: 'https://tiles.example/sostenibilita', title: 'Sostenibilità', content: lines.join('\n') }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: from.url ?? 'https://tiles.example/sostenibilita',
  title: 'Sostenibilità',
  retrievedAt: '2026-11-28',
  quote: sentence,
});

function read(...lines: string[]): Findings {
  const findings: Findings = new Map();
  ghgTargetFindings([page(...lines)], [], 2024, cite, findings);
  return findings;
}
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;

const GOALS =
  'Ridurre del 35% le emissioni di Scope 1 e 2 per metro quadrato prodotto rispetto al 2022, portare al 30% la quota di energia elettrica autoprodotta e sperimentare un forno alimentato con una miscela di idrogeno verde entro il 2027.';

describe('a target sentence that lists several goals', () => {
  it('takes the target year from the goals’ heading, not from another goal’s clause', () => {
    const findings = read('Obiettivi al 2030', GOALS);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2022');
  });

  it('states no target year when neither its clause nor a heading gives one', () => {
    const findings = read('I nostri obiettivi', GOALS);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBeUndefined();
  });

  it('keeps the year of the cut’s own clause', () => {
    const findings = read(
      'Obiettivi',
      'Ridurre del 35% le emissioni di Scope 1 e 2 entro il 2030 rispetto al 2022, portare al 30% la quota di energia autoprodotta entro il 2027.',
    );
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
  });
});
