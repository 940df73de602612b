/** The edit dialog's fields, named as the PUT body names them. */
export const EDIT_FIELDS = [
  'status',
  'value',
  'unit',
  'notApplicableReason',
  'omissionStatement',
  'note',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/**
 * The field a 400 answer is about: the server names it in its message ('value must not be negative',
 * 'omissionStatement is required…'). The earliest name in the message wins, so 'unit … for value' is
 * the unit's. Null when the message names none; the dialog then shows it above its buttons.
 */
export function fieldOfMessage(message: string): EditField | null {
  let found: { field: EditField; at: number } | null = null;
  for (const field of EDIT_FIELDS) {
    const at = new RegExp(`\\b${field}\\b`).exec(message)?.index;
    if (at !== undefined && (found === null || at < found.at)) found = { field, at };
  }
  return found?.field ?? null;
}
