import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { found, type Findings } from './finding.js';
import { policyFindings } from './policy-statements.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const page = (...lines: string[]) =>
  ({ url: 'https://films.example/conduct', title: 'Business conduct', content: lines.join('\n') }) as Page;
const cite = (from: Page, sentence: string): Source => ({
  kind: 'web-page',
  url: from.url ?? 'https://films.example/conduct',
  title: 'Business conduct',
  retrievedAt: '2026-11-26',
  quote: sentence,
});

function read(findings: Findings, ...lines: string[]): Findings {
  policyFindings([page(...lines)], cite, findings);
  return findings;
}
const CODE = 'UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce';
const CHANNEL = 'UndertakingHasAComplaintHandlingMechanismForItsOwnWorkforce';
const DESCRIPTION = 'DescriptionOfPracticesPoliciesAndOrFutureInitiatives';

describe('C6 code of conduct and complaint channel from the company’s own sentences', () => {
  it('finds a code of conduct and a whistle-blowing channel, each with its sentence', () => {
    const code = 'Our Code of Conduct, revised in 2024, applies to all employees.';
    const channel =
      'Employees and business partners can raise concerns anonymously through our whistleblowing channel.';
    const findings = read(new Map(), code, channel);
    expect(findings.get(CODE)).toMatchObject({ status: 'found', value: true });
    expect(findings.get(CODE)?.sources[0]?.quote).toBe(code);
    expect(findings.get(CHANNEL)).toMatchObject({ status: 'found', value: true });
    expect(findings.get(CHANNEL)?.sources[0]?.quote).toBe(channel);
    expect(findings.get('HasPracticesPoliciesOrFutureInitiatives')?.value).toBe(true);
  });

  it.each([
    'Alle medewerkers ondertekenen onze gedragscode.',
    'Unser Verhaltenskodex gilt für alle Beschäftigten.',
    'Notre code de conduite s’applique à tous les collaborateurs.',
    'We have adopted a human rights policy for our own operations.',
  ])('finds a code or human rights policy: %s', (sentence) => {
    expect(read(new Map(), sentence).get(CODE)?.value).toBe(true);
  });

  it('adds an anti-corruption policy to the practices described, answering no C6 datapoint', () => {
    const findings: Findings = new Map([
      [
        DESCRIPTION,
        found(DESCRIPTION, 'Solar roof (active): panels on the plant', {
          sources: [],
          method: { kind: 'policy', description: 'initiatives' },
        }),
      ],
    ]);
    read(findings, 'Our anti-corruption policy bans facilitation payments.');
    expect(findings.get(DESCRIPTION)?.value).toBe(
      'Solar roof (active): panels on the plant\nAnti-corruption policy: “Our anti-corruption policy bans facilitation payments.”',
    );
    expect(findings.has(CODE)).toBe(false);
  });

  it.each([
    // A supplier's or a customer's policy is theirs.
    'Our main resin supplier has published a human rights policy and an anti-corruption policy.',
    'Our largest customer introduced a whistleblowing channel for its staff.',
    // A code for suppliers is not the own workforce's.
    'We ask every supplier to sign our Supplier Code of Conduct.',
    'Wij vragen leveranciers onze gedragscode voor leveranciers te ondertekenen.',
    // A planned channel is not in place.
    'We will introduce a whistleblowing channel in 2026.',
  ])('finds nothing in: %s', (sentence) => {
    expect(read(new Map(), sentence).size).toBe(0);
  });
});
