/**
 * Signing out must forget everything the previous user saw (spec 01 §4). Each store and the query
 * cache register how to empty themselves here, so sign-out does not need to know them all.
 */
type Resetter = () => void;

const resetters = new Set<Resetter>();

export function onAppReset(resetter: Resetter): () => void {
  resetters.add(resetter);
  return () => resetters.delete(resetter);
}

export function resetAppState(): void {
  for (const resetter of resetters) resetter();
}
