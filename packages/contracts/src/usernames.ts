/** Spec 01 §5: the username is the full name with all whitespace removed, lowercased. */
export function deriveUsername(fullName: string): string {
  return fullName.replace(/\s+/g, '').toLowerCase();
}
