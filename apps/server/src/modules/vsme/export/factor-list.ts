import type { VsmeFactor } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';

export interface LaidOutFactor extends VsmeFactor {
  /** The labels of the datapoints whose estimates used it. */
  usedFor: string[];
}

/** Each factor once, with the datapoints that used it. */
export class FactorList {
  private readonly byKey = new Map<string, LaidOutFactor>();

  add(factors: readonly VsmeFactor[], datapoint: VsmeDatapoint): void {
    for (const factor of factors) {
      const key = JSON.stringify([
        factor.name,
        factor.value,
        factor.unit,
        factor.country,
        factor.year,
        factor.dataset,
      ]);
      const known = this.byKey.get(key) ?? { ...factor, usedFor: [] };
      if (!known.usedFor.includes(datapoint.label)) known.usedFor.push(datapoint.label);
      this.byKey.set(key, known);
    }
  }

  list(): LaidOutFactor[] {
    return [...this.byKey.values()];
  }
}
