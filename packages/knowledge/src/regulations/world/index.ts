import type { ApplicabilityRule } from '../types.js';
import { auClimateReportingRule } from './au-climate-reporting.js';
import { chMineralsChildLabourRule } from './ch-minerals-child-labour.js';
import { chNonFinancialReportingRule } from './ch-non-financial-reporting.js';
import { deLksgRule } from './de-lksg.js';
import { frVigilanceRule } from './fr-vigilance.js';
import { globalIssbRule } from './global-issb.js';
import { nlDueDiligenceRule } from './nl-due-diligence.js';
import { noTransparencyActRule } from './no-transparency-act.js';
import { ukClimateDisclosureRule } from './uk-climate-disclosure.js';
import { ukModernSlaveryRule } from './uk-modern-slavery.js';
import { ukSdrRule } from './uk-sdr.js';
import { ukSrsRule } from './uk-srs.js';
import { usCaSb253Rule } from './us-ca-sb253.js';
import { usCaSb261Rule } from './us-ca-sb261.js';
import { usSecClimateRule } from './us-sec-climate.js';
import { usUflpaRule } from './us-uflpa.js';

/**
 * Member-state and non-EU applicability rules (fact sheet §14-20 and the §22 matrix), plus ISSB as the
 * global baseline. Rules marked contextOnly (NL, SEC) never trigger obligations.
 */
export const WORLD_RULES: ApplicabilityRule[] = [
  deLksgRule,
  frVigilanceRule,
  nlDueDiligenceRule,
  ukModernSlaveryRule,
  ukClimateDisclosureRule,
  ukSrsRule,
  ukSdrRule,
  chNonFinancialReportingRule,
  chMineralsChildLabourRule,
  noTransparencyActRule,
  usCaSb253Rule,
  usCaSb261Rule,
  usUflpaRule,
  usSecClimateRule,
  auClimateReportingRule,
  globalIssbRule,
];

export {
  auClimateReportingRule,
  chMineralsChildLabourRule,
  chNonFinancialReportingRule,
  deLksgRule,
  frVigilanceRule,
  globalIssbRule,
  nlDueDiligenceRule,
  noTransparencyActRule,
  ukClimateDisclosureRule,
  ukModernSlaveryRule,
  ukSdrRule,
  ukSrsRule,
  usCaSb253Rule,
  usCaSb261Rule,
  usSecClimateRule,
  usUflpaRule,
};
