/**
 * Tolerant readers for component props: the agent (or a model behind it) writes them, so a missing or
 * mistyped prop falls back to a sensible default instead of breaking the chat.
 */
type Props = Record<string, unknown>;

const isRecord = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string prop, trimmed; undefined otherwise. */
export function textProp(props: Props, key: string): string | undefined {
  const value = props[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A positive number prop (a limit such as maxBytes); undefined otherwise. */
export function positiveNumberProp(props: Props, key: string): number | undefined {
  const value = props[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export interface ChoiceOption {
  id: string;
  label: string;
  description?: string;
  recommended: boolean;
}

/** The options of a choice list; entries without an id are dropped, and an id is used only once. */
export function choiceOptions(value: unknown): ChoiceOption[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const id = textProp(item, 'id');
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const description = textProp(item, 'description');
    options.push({
      id,
      label: textProp(item, 'label') ?? id,
      ...(description && { description }),
      recommended: item.recommended === true,
    });
  }
  return options;
}

export interface DemoSample {
  slug: string;
  name: string;
}

/** The demo companies offered beside the website input. */
export function demoSamples(value: unknown): DemoSample[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item)) return [];
    const slug = textProp(item, 'slug');
    return slug ? [{ slug, name: textProp(item, 'name') ?? slug }] : [];
  });
}

/** File endings to accept ('.pdf'), from a list or a comma-separated string. */
export function acceptedEndings(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.startsWith('.') && item.length > 1);
}

export { isRecord };
