import type { focusAreaSchema, impactTopicSchema } from '@impact/contracts';
import type { z } from 'zod';
import type { KnowledgeProvenance, KnowledgeSource } from '../sources.js';

/** The ten ESRS topical standards (Set 1, Delegated Regulation (EU) 2023/2772). */
export type EsrsStandardId = 'E1' | 'E2' | 'E3' | 'E4' | 'E5' | 'S1' | 'S2' | 'S3' | 'S4' | 'G1';
export type EsrsPillar = 'Environmental' | 'Social' | 'Governance';

export interface EsrsSubTopic {
  name: string;
  /** AR 16 sub-sub-topics, empty when the standard lists none. */
  subSubTopics: string[];
}

export interface EsrsTopicalStandard {
  id: EsrsStandardId;
  /** The ESRS topic, e.g. 'Climate change'; it is also the focus-area name shown to clients. */
  topic: string;
  pillar: EsrsPillar;
  /** One sentence in our own words: what the standard covers. */
  summary: string;
  subTopics: EsrsSubTopic[];
  sources: KnowledgeSource[];
}

/** A materiality score: 1 (negligible) … 5 (critical). */
export type MaterialityScore = 1 | 2 | 3 | 4 | 5;

/** How much one ESRS topic matters for one sector, from both perspectives of double materiality. */
export interface SectorTopicScore {
  standard: EsrsStandardId;
  /** Impact materiality: the sector's actual or potential effect on people and environment. */
  impact: MaterialityScore;
  /** Financial materiality: risks and opportunities for the company's cash flows and value. */
  financial: MaterialityScore;
  /** One line: why, naming the driver (a SASB topic, a GRI sector topic, a law and its date). */
  rationale: string;
  /** Sub-topic names from the ESRS list that carry the weight for this sector. */
  keySubTopics: string[];
  sources: KnowledgeSource[];
}

/** A sector's materiality profile: one key of NormalizedCompany.sectors and its scored topics. */
export interface SectorMaterialityProfile {
  /** A NACE section letter ('A'…'S') or a finer key ('apparel', 'technology', …). */
  key: string;
  /** Plain-words label used in explanations, e.g. 'apparel and footwear'. */
  label: string;
  kind: 'nace-section' | 'industry';
  topics: SectorTopicScore[];
  sources: KnowledgeSource[];
}

/** The contracts' FocusArea and ImpactTopic items, with the provenance every output item carries. */
export type FocusArea = z.infer<typeof focusAreaSchema> & KnowledgeProvenance;
export type ImpactTopic = z.infer<typeof impactTopicSchema> & KnowledgeProvenance;

/** One ESRS topic as assessed for a company: the scores used and where they came from. */
export interface AssessedTopic {
  standard: EsrsStandardId;
  topic: string;
  impact: MaterialityScore;
  financial: MaterialityScore;
  /** Material when either perspective reaches the threshold (double materiality). */
  material: boolean;
  rationale: string;
  keySubTopics: string[];
  /** The sector profile keys the scores came from, or 'cross-cutting'. */
  basis: string[];
  sources: KnowledgeSource[];
}

export interface MaterialityResult extends KnowledgeProvenance {
  focusAreas: FocusArea[];
  impactTopics: ImpactTopic[];
  /** Every topic considered, material or not, strongest first. */
  assessedTopics: AssessedTopic[];
  /** The sector profile keys used; empty when only the cross-cutting topics apply. */
  sectorsUsed: string[];
  /** Plain words on what the result rests on, e.g. that the industry is unknown. */
  note: string;
}
