import { isHeldCodeStatus, type Source } from '@impact/contracts';
import {
  HIGH_CLIMATE_IMPACT_SOURCE,
  isHighClimateImpactDivision,
  naceCode,
  toSource,
} from '@impact/knowledge';
import type { VsmeEvidence } from './evidence.js';
import { found, keep, type Findings } from './finding.js';

const CUSTOMER_WORDS = {
  B2B: 'businesses (B2B)',
  B2C: 'consumers (B2C)',
  'B2B+B2C': 'businesses and consumers (B2B and B2C)',
} as const;

/** The sector: the consultant's correction, else the stored classification with the phrase that decided it. */
function sectorOf(evidence: VsmeEvidence) {
  const correction = evidence.sectorCorrection;
  const corrected = correction && naceCode(correction.division, correction.group);
  if (corrected)
    return {
      code: corrected,
      sources: [] as Source[],
      why: 'as the consultant corrected it on the client’s profile',
    };
  const sector = evidence.businessModel?.sector;
  const stored = sector && naceCode(sector.division, sector.group);
  if (!sector || !stored) return undefined;
  const sources = sector.source ? [{ ...sector.source, quote: sector.phrase.slice(0, 1000) }] : [];
  const why =
    sector.origin === 'consultant'
      ? `from the consultant's industry '${sector.phrase}'`
      : `from “${sector.phrase}”`;
  return { code: stored, sources, why };
}

function sectorFindings(evidence: VsmeEvidence, findings: Findings): void {
  const sector = sectorOf(evidence);
  if (!sector) return;
  const { code } = sector;
  const value = `${code.section}${code.group ?? code.division}`;
  keep(
    findings,
    found('NaceSectorClassificationCodes', [value], {
      sources: sector.sources,
      method: { kind: 'classification', description: `NACE Rev. 2.1 ${value} ${code.label}, ${sector.why}` },
    }),
  );
  const high = isHighClimateImpactDivision(code.division);
  if (high === undefined) return;
  keep(
    findings,
    found('OperatesInHighClimateImpactSector', high, {
      sources: [...sector.sources, toSource(HIGH_CLIMATE_IMPACT_SOURCE)],
      method: {
        kind: 'classification',
        description: `Division ${code.division} ${high ? 'is' : 'is not'} in a high climate impact sector (NACE Rev. 2 sections A to H and L)`,
      },
    }),
  );
}

function marketFindings(evidence: VsmeEvidence, findings: Findings): void {
  const model = evidence.businessModel;
  const basis = model?.customerModelBasis;
  if (model?.customerModel && basis) {
    const only = basis.exclusive ? 'only ' : '';
    keep(
      findings,
      found(
        'DescriptionOfSignificantMarketsTheUndertakingOperatesIn',
        `Sells ${only}to ${CUSTOMER_WORDS[model.customerModel]}: “${basis.phrase}”`,
        {
          sources: basis.source ? [{ ...basis.source, quote: basis.phrase.slice(0, 1000) }] : [],
          method: { kind: 'classification', description: 'Customer model from the company’s own words' },
        },
      ),
    );
  }
  if (model && model.sources.length > 0 && !model.summary.startsWith('The sources checked do not')) {
    keep(
      findings,
      found('DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered', model.summary, {
        sources: model.sources,
        method: { kind: 'company-fact', description: 'The business model as the company describes it' },
      }),
    );
  }
}

/** Certificates and labels the client holds now ('Certified', 'Rated'): memberships are neither. */
function codeFindings(evidence: VsmeEvidence, findings: Findings): void {
  const held = evidence.codes.filter(
    (code) =>
      isHeldCodeStatus(code.status) &&
      (code.status === 'Certified' || code.status === 'Rated') &&
      code.sources.length > 0,
  );
  if (held.length === 0) return;
  const sources = held.flatMap((code) => code.sources);
  const method = {
    kind: 'code' as const,
    description: `Certifications and labels found: ${held.map((code) => code.name).join(', ')}`,
  };
  keep(findings, found('HasSustainabilityCertificationsOrLabels', true, { sources, method }));
  const text = held
    .map(
      (code) => `${code.name} (${code.status}${code.validUntil ? `, valid until ${code.validUntil}` : ''})`,
    )
    .join('; ');
  keep(
    findings,
    found('DescriptionOfSustainabilityRelatedCertificationsOrLabels', text, { sources, method }),
  );
}

/** The client's own initiatives with sources: practices it has, which B2 asks about and C2 describes. */
function practiceFindings(evidence: VsmeEvidence, findings: Findings): void {
  const initiatives = evidence.initiatives;
  if (initiatives.length === 0) return;
  const sources = initiatives.flatMap((initiative) => initiative.sources);
  const method = {
    kind: 'policy' as const,
    description:
      `Practices and initiatives the company states: ${initiatives.map((initiative) => initiative.title).join(', ')}`.slice(
        0,
        2000,
      ),
  };
  keep(findings, found('HasPracticesPoliciesOrFutureInitiatives', true, { sources, method }));
  const text = initiatives
    .map((initiative) => `${initiative.title} (${initiative.status}): ${initiative.description}`)
    .join('\n')
    .slice(0, 10_000);
  keep(findings, found('DescriptionOfPracticesPoliciesAndOrFutureInitiatives', text, { sources, method }));
}

/** The classification, codes and practices: values that describe the company rather than a period. */
export function descriptiveFindings(evidence: VsmeEvidence, findings: Findings): void {
  sectorFindings(evidence, findings);
  marketFindings(evidence, findings);
  codeFindings(evidence, findings);
  practiceFindings(evidence, findings);
}
