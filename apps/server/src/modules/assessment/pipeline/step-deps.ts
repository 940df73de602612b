import type { Provenance, StructuredDocument } from '@impact/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { InitiativeFinding, SectionResult, WebsiteContext } from '../steps/step-types.js';
import type { RecordFact } from '../website-scrape/record-facts.js';
import type { LaterReads } from './later-reads.js';
import type { ModelFallback } from './model-fallback.js';

export type StepDeps = Pick<AppContext, 'db' | 'config' | 'providers'> & {
  log: FastifyBaseLogger;
  /** Set when the model failed this step after its retries: the step runs again without it. */
  modelFallback?: ModelFallback;
  /**
   * In a run: stores what the step's readers read and lets them start before the step settles (the
   * website step, once its pages are read). Elsewhere everything is stored when the step settles.
   */
  handOver?: (output: StepOutput) => Promise<void>;
  /** In a run: the steps this one reads after it has started (step-catalogue's readsLater). */
  later?: LaterReads;
  /** What stepInput read, kept for the step's citations (executeStep fills it in). */
  read?: { website?: WebsiteContext | undefined; documents?: readonly StructuredDocument[] };
};

/** What a step produced, written when the step settles (in the same transaction). */
export interface StepOutput {
  sections: SectionResult[];
  initiatives?: { findings: InitiativeFinding[]; provenance: Provenance };
  /** The website scrape's structured documents: they replace the client's website documents. */
  websiteDocuments?: readonly StructuredDocument[];
  /** The company facts the website states, for the client record's empty fields. */
  recordFacts?: readonly RecordFact[];
}

export const today = () => new Date().toISOString().slice(0, 10);

export const one = (result: SectionResult): StepOutput => ({ sections: [result] });
