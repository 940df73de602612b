import { generatesWithoutCombustion } from '../company/classification/generation-without-combustion.js';
import { makesMineralProducts } from '../company/classification/mineral-products.js';
import { handlesSeafood } from '../company/classification/seafood.js';
import type { NormalizedCompany } from '../company/types.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { ESRS_TOPICAL_STANDARDS, esrsStandard } from './esrs-standards.js';
import { focusAreasFrom, impactTopicsFrom } from './focus-areas.js';
import { CROSS_CUTTING_TOPICS, sectorProfilesFor } from './sector-profiles.js';
import { SETTING_EXPOSURE, type SiteSetting } from './site-settings.js';
import type {
  AssessedTopic,
  MaterialityResult,
  SectorMaterialityProfile,
  SectorTopicScore,
} from './types.js';

/**
 * Double materiality (ESRS 1): a matter is material from the impact perspective, the financial one, or
 * both. A topic scoring 3 or more out of 5 on either is shown. 3 is our screening cut-off, not a number
 * from ESRS: the company's own assessment decides.
 */
export const MATERIALITY_THRESHOLD = 3;

const ESRS_ORDER = ESRS_TOPICAL_STANDARDS.map((standard) => standard.id);

function assess(score: SectorTopicScore, basis: string): AssessedTopic {
  return {
    standard: score.standard,
    topic: esrsStandard(score.standard).topic,
    impact: score.impact,
    financial: score.financial,
    material: Math.max(score.impact, score.financial) >= MATERIALITY_THRESHOLD,
    rationale: score.rationale,
    keySubTopics: score.keySubTopics,
    basis: [basis],
    sources: score.sources,
  };
}

/**
 * Per ESRS topic, the strongest row among the company's profiles (highest impact + financial; the first
 * profile wins a tie), so the scores, rationale and sources shown always belong together.
 */
function mergeProfiles(profiles: SectorMaterialityProfile[]): AssessedTopic[] {
  const strongest = new Map<string, AssessedTopic>();
  for (const profile of profiles) {
    for (const score of profile.topics) {
      const current = strongest.get(score.standard);
      if (!current || score.impact + score.financial > current.impact + current.financial)
        strongest.set(score.standard, assess(score, profile.key));
    }
  }
  return [...strongest.values()];
}

/**
 * A climate-adaptation rationale names the exposure of the sites the company's own pages place by the sea
 * or in the mountains; a sector profile never assumes where the sites are.
 */
function withSiteSettings(topic: AssessedTopic, settings: readonly SiteSetting[]): AssessedTopic {
  if (settings.length === 0 || !topic.keySubTopics.includes('Climate change adaptation')) return topic;
  const exposure = settings.map((setting) => SETTING_EXPOSURE[setting]).join(' ');
  return { ...topic, rationale: `${topic.rationale} ${exposure}` };
}

function strongestFirst(a: AssessedTopic, b: AssessedTopic): number {
  return (
    Number(b.material) - Number(a.material) ||
    b.impact + b.financial - (a.impact + a.financial) ||
    Math.max(b.impact, b.financial) - Math.max(a.impact, a.financial) ||
    ESRS_ORDER.indexOf(a.standard) - ESRS_ORDER.indexOf(b.standard)
  );
}

/** 'NACE C13 Manufacture of textiles, from “We weave technical fabrics”; own production' */
function basisOf(classification: NormalizedCompany['classification']): string {
  const sector = classification?.sector;
  if (!sector) return '';
  const from = sector.origin === 'consultant' ? "the consultant's industry" : `“${sector.decidingPhrase}”`;
  const parts = [`NACE ${sector.display}, from ${from}`];
  if (classification?.customerModel) parts.push(`${classification.customerModel.value} customers`);
  if (classification?.productionModel) parts.push(classification.productionModel.value);
  return ` (${parts.join('; ')})`;
}

function noteFor(
  sectors: readonly string[],
  profiles: SectorMaterialityProfile[],
  classification?: NormalizedCompany['classification'],
): string {
  if (profiles.length > 0) {
    return (
      `Screened from the sector profile${profiles.length > 1 ? 's' : ''} for ${profiles.map((p) => p.label).join(' and ')}${basisOf(classification)}: ` +
      `a topic is shown when its impact or financial materiality is ${MATERIALITY_THRESHOLD} or more out of 5. ` +
      "It is a starting point for the company's own double-materiality assessment, not a substitute for it."
    );
  }
  const why =
    sectors.length === 0
      ? 'The industry is unknown'
      : `No sector profile covers ${sectors.map((s) => `'${s}'`).join(', ')}`;
  return `${why}, so only the cross-cutting topics are shown (E1 climate change, S1 own workforce, G1 business conduct); sector-specific topics need the industry.`;
}

/**
 * Material ESRS topics for a company, as the spec's FocusAreas and ImpactTopics (each impact topic's
 * focusAreaTags name focus areas exactly, so the strategy page groups them). Pure: same company, same
 * answer.
 */
export function materialityFor(
  company: Pick<NormalizedCompany, 'sectors'> & Partial<Pick<NormalizedCompany, 'classification'>>,
  evidence: { siteSettings?: readonly SiteSetting[] } = {},
): MaterialityResult {
  const profiles = sectorProfilesFor(
    company.sectors,
    company.classification?.productionModel?.value,
    generatesWithoutCombustion(company.classification),
    handlesSeafood(company.classification),
    makesMineralProducts(company.classification),
  );
  const assessed = (
    profiles.length > 0
      ? mergeProfiles(profiles)
      : CROSS_CUTTING_TOPICS.map((score) => assess(score, 'cross-cutting'))
  )
    .map((topic) => withSiteSettings(topic, evidence.siteSettings ?? []))
    .toSorted(strongestFirst);
  const material = assessed.filter((topic) => topic.material);
  const sectorLabel = profiles.length > 0 ? profiles.map((p) => p.label).join(' and ') : 'any company';
  return {
    focusAreas: focusAreasFrom(material, sectorLabel),
    impactTopics: impactTopicsFrom(material),
    assessedTopics: assessed,
    sectorsUsed: profiles.map((profile) => profile.key),
    note: noteFor(company.sectors, profiles, company.classification),
    method: 'rule',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}
