import { describe, expect, it } from 'vitest';
import { controversyStatusChip } from './controversy-status';

describe('controversyStatusChip', () => {
  it('maps the three statuses of the spec, each with its text', () => {
    expect(controversyStatusChip('Resolved')).toEqual({ label: 'Resolved', tone: 'success' });
    expect(controversyStatusChip('Ongoing')).toEqual({ label: 'Ongoing', tone: 'danger' });
    expect(controversyStatusChip('Alleged')).toEqual({ label: 'Alleged', tone: 'warning' });
  });

  it('reads a status whatever its case', () => {
    expect(controversyStatusChip('ongoing ')).toEqual({ label: 'Ongoing', tone: 'danger' });
  });

  it('shows any other status as it is, or Unknown when blank', () => {
    expect(controversyStatusChip('Settled')).toEqual({ label: 'Settled', tone: 'muted' });
    expect(controversyStatusChip('')).toEqual({ label: 'Unknown', tone: 'muted' });
    expect(controversyStatusChip(undefined)).toEqual({ label: 'Unknown', tone: 'muted' });
  });
});
