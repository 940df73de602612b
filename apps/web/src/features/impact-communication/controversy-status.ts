import { CONTROVERSY_STATUSES } from '@impact/contracts';
import { cleanText, matchKnown, type Chip, type Tone } from './tone';

const STATUS_TONES: Record<(typeof CONTROVERSY_STATUSES)[number], Tone> = {
  Resolved: 'success',
  // Still open: the most pressing for a client's communication.
  Ongoing: 'danger',
  // Claimed, not established.
  Alleged: 'warning',
};

/** A controversy's status chip: Resolved, Ongoing or Alleged; any other text is shown as it is. */
export function controversyStatusChip(status: unknown): Chip {
  const known = matchKnown(status, CONTROVERSY_STATUSES);
  if (known) return { label: known, tone: STATUS_TONES[known] };
  return { label: cleanText(status) || 'Unknown', tone: 'muted' };
}
