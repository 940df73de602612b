/**
 * The reference URL rows of the initiative form (spec 02 §5): there is always at least one row, the
 * last one cannot be removed, and blank rows are dropped on submit.
 */
export type UrlRows = string[];

/** At least one row: an empty list becomes one blank row. */
export const withAtLeastOneRow = (rows: readonly string[]): UrlRows => (rows.length > 0 ? [...rows] : ['']);

export const addUrlRow = (rows: readonly string[]): UrlRows => [...rows, ''];

export const updateUrlRow = (rows: readonly string[], index: number, value: string): UrlRows =>
  rows.map((row, at) => (at === index ? value : row));

/** Removing the only row leaves it (blank) in place. */
export const removeUrlRow = (rows: readonly string[], index: number): UrlRows =>
  withAtLeastOneRow(rows.filter((_, at) => at !== index));

/** Whether a row offers its remove button: not when it is the last row left. */
export const canRemoveUrlRow = (rows: readonly string[]): boolean => rows.length > 1;

/** What is submitted: the rows trimmed, blanks dropped, each address once. */
export function urlsToSubmit(rows: readonly string[]): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const row of rows) {
    const url = row.trim();
    if (url === '' || seen.has(url)) continue;
    seen.add(url);
    urls.push(url);
  }
  return urls;
}

export const URL_ROW_ERROR = 'Enter a full web address starting with http:// or https://';

/** A filled row must be an http(s) address (the field is of URL type); a blank one is simply dropped. */
export function urlRowError(row: string): string | null {
  const value = row.trim();
  if (value === '') return null;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '' ? null : URL_ROW_ERROR;
  } catch {
    return URL_ROW_ERROR;
  }
}
