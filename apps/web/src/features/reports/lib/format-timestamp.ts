const TIMESTAMP_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A section's 'Last updated' moment in US English, e.g. 'Mar 1, 2026, 10:05 AM'; null when not a date. */
export function formatTimestamp(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : TIMESTAMP_FORMAT.format(date);
}
