/**
 * The jurisdictions the knowledge base's rules are written for, by the prefix of their Type label
 * ('EU Directive', 'UK Law', 'US State Law (California)', 'Global Standard').
 */
export const JURISDICTIONS = ['EU', 'Global', 'BE', 'US', 'UK', 'DE', 'FR', 'NL', 'NO', 'CH', 'AU'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/**
 * The jurisdiction whose flag prefixes a Type label, or null. Spec 02 §2, §9 name EU, Global, BE and US
 * and no flag for 'Voluntary …' labels; every other jurisdiction the knowledge base knows gets its own
 * too, so a UK or German rule does not look like a voluntary one. The flag is decoration: the label's
 * text names the jurisdiction.
 */
export function flagFor(type: string): Jurisdiction | null {
  const label = type.trim();
  if (/^voluntary\b/i.test(label)) return null;
  if (/^global\b/i.test(label)) return 'Global';
  const prefix = /^([A-Z]{2})\b/.exec(label)?.[1];
  return JURISDICTIONS.find((code) => code === prefix) ?? null;
}
