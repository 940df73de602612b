const timeOf = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** Spec 01 §2: most recent activity first; tiles without a (readable) updatedAt go last, in list order. */
export function sortByRecentActivity<T extends { updatedAt?: string | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, time: timeOf(item.updatedAt) }))
    .toSorted((a, b) => {
      if (a.time === null || b.time === null) {
        return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1;
      }
      return b.time - a.time || a.index - b.index;
    })
    .map(({ item }) => item);
}
