import { describe, expect, it } from 'vitest';
import { activeNavItem, PROJECT_NAV_ITEMS, projectNavPath } from './nav-items';

describe('projectNavPath', () => {
  it('encodes the client name and appends the page', () => {
    expect(projectNavPath('Patagonia, Inc.', '')).toBe('/client/Patagonia%2C%20Inc.');
    expect(projectNavPath('Patagonia, Inc.', 'profile')).toBe('/client/Patagonia%2C%20Inc./profile');
    expect(projectNavPath('A/B & Co', 'regulations')).toBe('/client/A%2FB%20%26%20Co/regulations');
  });

  it('lists the six PROJECT pages of the spec in order, then the VSME report for members', () => {
    expect(PROJECT_NAV_ITEMS.map((item) => item.label)).toEqual([
      'Overview',
      'Company Profile',
      'Impact Strategy',
      'Initiatives',
      'Policy & Regulations',
      'Communication',
      'VSME Report',
    ]);
    expect(PROJECT_NAV_ITEMS.filter((item) => item.signedInOnly).map((item) => item.id)).toEqual(['vsme']);
  });
});

describe('activeNavItem', () => {
  it('reads the page after the client name', () => {
    expect(activeNavItem('/client/Patagonia%2C%20Inc.')).toBe('overview');
    expect(activeNavItem('/client/Patagonia%2C%20Inc./')).toBe('overview');
    expect(activeNavItem('/client/Patagonia%2C%20Inc./profile')).toBe('profile');
    expect(activeNavItem('/client/patagonia, inc./Strategy')).toBe('strategy');
    expect(activeNavItem('/client/x/initiatives')).toBe('initiatives');
    expect(activeNavItem('/client/x/regulations')).toBe('regulations');
    expect(activeNavItem('/client/x/communication')).toBe('communication');
    expect(activeNavItem('/client/x/vsme')).toBe('vsme');
  });

  it("keeps 'VSME Report' highlighted on one of the client's VSME reports", () => {
    expect(activeNavItem('/client/x/vsme/report-1')).toBe('vsme');
  });

  it('highlights nothing elsewhere', () => {
    expect(activeNavItem('/dashboard')).toBeNull();
    expect(activeNavItem('/client')).toBeNull();
    expect(activeNavItem('/client/x/unknown')).toBeNull();
    expect(activeNavItem('/client/x/report/abc')).toBeNull();
  });
});
