import { modelFallbackOf, withFallback } from './model-fallback.js';
import type { AssessmentStepId } from './step-catalogue.js';
import type { StepDeps, StepOutput } from './step-executors.js';

/**
 * The steps whose model path has a deterministic twin. The two context steps are not among them: the
 * website reader already reads on without the model, and web research is a provider of its own.
 */
const STEPS_WITH_DETERMINISTIC_PATH = new Set<AssessmentStepId>([
  'locationPresence',
  'businessModel',
  'keyStakeholders',
  'companyInitiatives',
  'impactStrategy',
  'sustainabilityRegulations',
  'upcomingPolicies',
  'reportingFrameworks',
  'voluntaryCodesAdopted',
  'reportedMetrics',
  'controversies',
  'publicPerception',
]);

/**
 * Runs a step; when its model fails after the SDK's retries for a reason an outage explains (see
 * model-fallback.ts), runs it again without the model and marks what it produced as a fallback.
 */
export async function runWithModelFallback(
  deps: StepDeps,
  stepId: AssessmentStepId,
  signal: AbortSignal | undefined,
  run: (deps: StepDeps) => Promise<StepOutput>,
): Promise<StepOutput> {
  try {
    return await run(deps);
  } catch (error) {
    // A step stopped from outside is not the model's failure: the attempt that carries on takes it over.
    const eligible = !signal?.aborted && deps.providers.model.configured;
    const fallback =
      eligible && STEPS_WITH_DETERMINISTIC_PATH.has(stepId) ? modelFallbackOf(error) : undefined;
    if (!fallback) throw error;
    deps.log.warn({ err: error, reason: fallback.reason }, 'the model failed; the step answers without it');
    deps.providers.modelStatus.recordFallback(fallback.reason);
    const output = await run({ ...deps, modelFallback: fallback });
    const { sections, initiatives } = output;
    return {
      ...output,
      sections: sections.map((section) => ({
        ...section,
        provenance: withFallback(section.provenance, fallback),
      })),
      ...(initiatives && {
        initiatives: { ...initiatives, provenance: withFallback(initiatives.provenance, fallback) },
      }),
    };
  }
}
