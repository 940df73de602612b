import { VSME_PERIOD_MAX_MONTHS } from '@impact/contracts';
import { formatDay } from '../../../lib/format-date';

export interface Period {
  start: string;
  end: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The default reporting period: the last calendar year that has fully ended. */
export function lastFullCalendarYear(today: Date): Period {
  const year = today.getFullYear() - 1;
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

function parseDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date : null;
}

export interface PeriodErrors {
  start?: string;
  end?: string;
}

/**
 * What is wrong with a period before it is sent: a missing or impossible day, an end before the start,
 * or more than the 18 months an extended first financial year may run.
 */
export function periodErrors({ start, end }: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  const from = start ? parseDay(start) : null;
  const to = end ? parseDay(end) : null;
  if (!start) errors.start = 'Enter the day the reporting period starts';
  else if (!from) errors.start = 'Enter the start as a calendar date';
  if (!end) errors.end = 'Enter the day the reporting period ends';
  else if (!to) errors.end = 'Enter the end as a calendar date';
  if (from && to) {
    if (to <= from) errors.end = 'The period must end after it starts';
    else {
      const limit = new Date(from);
      limit.setUTCMonth(limit.getUTCMonth() + VSME_PERIOD_MAX_MONTHS);
      if (to >= limit) errors.end = `A reporting period runs at most ${VSME_PERIOD_MAX_MONTHS} months`;
    }
  }
  return errors;
}

/** '2025' for a calendar year, else 'Apr 1, 2025 – Mar 31, 2026'. */
export function periodLabel({ start, end }: Period): string {
  const from = DAY.exec(start);
  const to = DAY.exec(end);
  if (
    from &&
    to &&
    from[1] === to[1] &&
    `${from[2]}-${from[3]}` === '01-01' &&
    `${to[2]}-${to[3]}` === '12-31'
  ) {
    return from[1]!;
  }
  return `${formatDay(start) ?? start} – ${formatDay(end) ?? end}`;
}
