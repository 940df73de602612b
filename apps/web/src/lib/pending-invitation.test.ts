import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingInvitation, readPendingInvitation, storePendingInvitation } from './pending-invitation';

const DAY = 24 * 60 * 60 * 1000;

describe('pending invitation', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps a token until it is cleared', () => {
    storePendingInvitation('tok_abcdefgh12', 1_000);
    expect(readPendingInvitation(2_000)).toBe('tok_abcdefgh12');
    clearPendingInvitation();
    expect(readPendingInvitation(2_000)).toBeNull();
  });

  it('forgets a token older than an invitation can live', () => {
    storePendingInvitation('tok_abcdefgh12', 0);
    expect(readPendingInvitation(7 * DAY + 1)).toBeNull();
    expect(window.localStorage.getItem('pendingInvitation')).toBeNull();
  });

  it('refuses to store something that is not a token, and drops damaged entries', () => {
    storePendingInvitation('../../evil path');
    expect(readPendingInvitation()).toBeNull();
    window.localStorage.setItem('pendingInvitation', '{not json');
    expect(readPendingInvitation()).toBeNull();
    expect(window.localStorage.getItem('pendingInvitation')).toBeNull();
  });
});
