/**
 * Spec 02 §5: keywords are trimmed and added with Enter or the Add button. A blank entry, or one
 * already in the list (ignoring case), adds nothing.
 */
export function addKeyword(keywords: readonly string[], entry: string): string[] {
  const keyword = entry.trim().replace(/\s+/g, ' ');
  if (keyword === '') return [...keywords];
  const lower = keyword.toLowerCase();
  if (keywords.some((existing) => existing.toLowerCase() === lower)) return [...keywords];
  return [...keywords, keyword];
}

export const removeKeyword = (keywords: readonly string[], index: number): string[] =>
  keywords.filter((_, at) => at !== index);

/** The form edits one keyword list, stored as both tags and stock-image keywords: start from both. */
export function mergeKeywords(...lists: readonly (readonly string[])[]): string[] {
  return lists.flat().reduce<string[]>((merged, keyword) => addKeyword(merged, keyword), []);
}
