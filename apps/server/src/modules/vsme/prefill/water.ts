import { formatAmount } from '../units.js';
import { missingWithNote, type Findings } from './finding.js';

const WITHDRAWAL = 'TotalAmountOfWaterWithdrawnFromAllSites';
const CONSUMPTION = 'TotalWaterConsumption';

const amountOf = (findings: Findings, id: string) => {
  const state = findings.get(id);
  return state?.status === 'found' && typeof state.value === 'number' ? state.value : undefined;
};

/**
 * B6's water consumption is what is withdrawn and not discharged: a consumption figure equal to the
 * withdrawal is one figure read twice ('Water use' in the key figures, 'our water use was…' read as
 * consumption in the report), not a second answer, so consumption stays missing with the figure noted.
 * A consumption figure alone leaves the withdrawal, which B6 always asks, missing with a note: the
 * metered intake many companies call consumption is the withdrawal, which the consultant can confirm.
 */
export function waterFindings(findings: Findings, periodYear: number): void {
  const withdrawn = amountOf(findings, WITHDRAWAL);
  const consumed = amountOf(findings, CONSUMPTION);
  if (consumed === undefined) return;
  const stated = `${formatAmount(consumed)} m3 (${findings.get(CONSUMPTION)?.method?.description ?? 'stated'})`;
  if (withdrawn !== undefined && Math.abs(withdrawn - consumed) <= 0.5) {
    findings.set(
      CONSUMPTION,
      missingWithNote(
        CONSUMPTION,
        `The figure stated as consumption equals the withdrawal: ${stated}. Consumption is the water withdrawn and not discharged.`,
        periodYear,
      ),
    );
    return;
  }
  if (withdrawn === undefined && findings.get(WITHDRAWAL)?.status !== 'found')
    findings.set(
      WITHDRAWAL,
      missingWithNote(
        WITHDRAWAL,
        `Only a consumption figure is stated: ${stated}. If it is the water drawn in (metered intake), it is the withdrawal.`,
        periodYear,
      ),
    );
}
