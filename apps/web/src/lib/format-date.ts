const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A date as 'MMM d, yyyy' in US English (spec 01 §9), e.g. 'Nov 1, 2026'; null when missing or not a
 * date. A bare calendar date ('2026-11-01') is that day wherever the reader is; a timestamp is shown
 * in the reader's time zone.
 */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendarDate
    ? new Date(Number(calendarDate[1]), Number(calendarDate[2]) - 1, Number(calendarDate[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : DAY_FORMAT.format(date);
}

const TIMESTAMP_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in US English, e.g. 'Mar 1, 2026, 10:05 AM', in the reader's time zone; null when not a date. */
export function formatTimestamp(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : TIMESTAMP_FORMAT.format(date);
}
