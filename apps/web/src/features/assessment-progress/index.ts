import { lazy } from 'react';

/**
 * The progress panel and the Incomplete Assessment dialog, loaded after the first paint: they use the
 * contracts (and zod), which the landing page does not need. Runs announced before it loads are kept
 * (lib/assessment-events.ts).
 */
export const AssessmentProgress = lazy(() =>
  import('./components/assessment-progress').then((module) => ({ default: module.AssessmentProgress })),
);
