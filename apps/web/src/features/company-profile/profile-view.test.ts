import { describe, expect, it } from 'vitest';
import {
  DASH,
  HEADQUARTERS_NOT_STATED,
  emptySectionText,
  locationView,
  memberLinks,
  orDash,
  profileFacts,
  stakeholderGroups,
  websiteLabel,
} from './profile-view';

const source = (url: string) => ({ url, retrievedAt: '2026-11-21' });

describe('locationView', () => {
  it('shows the section’s headquarters and retail presence', () => {
    expect(
      locationView({ headquarters: 'Ventura, USA', retail_presence: 'Stores in 10 countries' }, 'X'),
    ).toEqual({
      headquarters: { text: 'Ventura, USA', fromProfile: false },
      retailPresence: 'Stores in 10 countries',
    });
  });

  it.each([[''], ['   '], [HEADQUARTERS_NOT_STATED], [` ${HEADQUARTERS_NOT_STATED} `]])(
    'falls back to the client’s Headquarters when the section’s is %j',
    (headquarters) => {
      expect(locationView({ headquarters, retail_presence: '' }, ' Leuven, Belgium ')).toEqual({
        headquarters: { text: 'Leuven, Belgium', fromProfile: true },
        retailPresence: null,
      });
    },
  );

  it('falls back when the section was never generated', () => {
    expect(locationView(undefined, 'Leuven')?.headquarters).toEqual({ text: 'Leuven', fromProfile: true });
  });

  it('is hidden when both are empty, “not stated” counting as empty', () => {
    expect(locationView({ headquarters: '', retail_presence: ' ' }, null)).toBeNull();
    expect(locationView({ headquarters: HEADQUARTERS_NOT_STATED, retail_presence: '' }, '')).toBeNull();
    expect(locationView(undefined, undefined)).toBeNull();
  });

  it('keeps “not stated” beside a retail presence when the profile has no headquarters either', () => {
    expect(locationView({ headquarters: HEADQUARTERS_NOT_STATED, retail_presence: 'Shops' }, null)).toEqual({
      headquarters: { text: HEADQUARTERS_NOT_STATED, fromProfile: false },
      retailPresence: 'Shops',
    });
  });
});

describe('memberLinks', () => {
  it('joins url and urls once each, web links only, with short labels', () => {
    expect(
      memberLinks({
        url: 'https://www.ufcw.org/actions/campaign/patagonia-union/',
        urls: [
          'https://www.ufcw.org/actions/campaign/patagonia-union/',
          'javascript:alert(1)',
          'https://b.org',
        ],
      }),
    ).toEqual([
      { url: 'https://www.ufcw.org/actions/campaign/patagonia-union/', label: 'ufcw.org/actions' },
      { url: 'https://b.org', label: 'b.org' },
    ]);
    expect(memberLinks({})).toEqual([]);
  });
});

describe('stakeholderGroups', () => {
  it('merges groups whose type differs in case or spacing, keeps order, drops empty groups', () => {
    const groups = stakeholderGroups([
      {
        type: 'Employees',
        members: [{ name: 'Staff', description: 'a' }],
        sources: [source('https://a.org')],
      },
      { type: 'Investors', members: [], sources: [] },
      {
        type: ' employees ',
        members: [{ name: 'Union', description: 'b' }],
        sources: [source('https://a.org'), source('https://b.org')],
      },
      { type: '', members: [{ name: 'Someone', description: 'c' }], sources: [] },
    ]);
    expect(groups.map((group) => group.type)).toEqual(['Employees', 'Other']);
    expect(groups[0]!.members.map((member) => member.name)).toEqual(['Staff', 'Union']);
    expect(groups[0]!.sources.map((s) => s.url)).toEqual(['https://a.org', 'https://b.org']);
  });

  it('is empty for no data', () => {
    expect(stakeholderGroups(undefined)).toEqual([]);
  });
});

describe('small formatters', () => {
  it('orDash and websiteLabel', () => {
    expect(orDash('  ')).toBe(DASH);
    expect(orDash(null)).toBe(DASH);
    expect(orDash(' $1.5B ')).toBe('$1.5B');
    expect(websiteLabel('https://www.patagonia.com/')).toBe('patagonia.com');
    expect(websiteLabel('http://orsted.com/en')).toBe('orsted.com/en');
  });

  it('profileFacts gives a dash for each missing fact', () => {
    expect(
      profileFacts({
        FoundedYear: 1973,
        Headquarters: null,
        Industry: 'Apparel',
        employees: null,
        revenue: '$1B-$5B',
      }),
    ).toEqual([
      { label: 'Founded', value: '1973' },
      { label: 'Headquarters', value: DASH },
      { label: 'Industry', value: 'Apparel' },
      { label: 'Employees', value: DASH },
      { label: 'Revenue', value: '$1B-$5B' },
    ]);
  });

  it('profileFacts shows the figure the company states under its bucket, not without a bucket', () => {
    const facts = profileFacts({
      FoundedYear: null,
      Headquarters: null,
      Industry: null,
      employees: '1,001-5,000 employees',
      revenue: null,
      employeesStated: '1,240 employees',
      revenueStated: '€214 million turnover',
    });
    expect(facts.find((fact) => fact.label === 'Employees')).toEqual({
      label: 'Employees',
      value: '1,001-5,000 employees',
      stated: 'Stated: 1,240 employees',
    });
    expect(facts.find((fact) => fact.label === 'Revenue')).toEqual({ label: 'Revenue', value: DASH });
  });

  it('emptySectionText says whether nothing was found or nothing was read', () => {
    expect(emptySectionText('nothing-found', 'stakeholders')).toBe(
      'No stakeholders were found in the sources checked.',
    );
    expect(emptySectionText('not-researched', 'stakeholders')).toMatch(/^Not researched yet/);
  });
});
