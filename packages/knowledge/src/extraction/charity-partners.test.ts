import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const named = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/community', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.type === 'NGOs & partners')
    .map((mention) => mention.name);

// Invented sentences from a lender's community pages.
describe('charities a company names as its partners or the causes it gives to', () => {
  it('reads the charities after the group they belong to', () => {
    expect(
      named(
        'We donated £40,000 to 60 local charities and community groups in 2025, including Oakmere Hospice, Fellside Young Carers and Valley Food Bank.',
      ),
    ).toEqual(expect.arrayContaining(['Oakmere Hospice', 'Fellside Young Carers', 'Valley Food Bank']));
  });

  it('reads the names after “our charity partners”', () => {
    expect(
      named(
        'Our stakeholders include the local communities around our branches and our charity partners Oakmere Hospice and Valley Food Bank.',
      ),
    ).toEqual(expect.arrayContaining(['Oakmere Hospice', 'Valley Food Bank']));
  });

  it('reads a list of stakeholders that goes on to name the charities of one of them', () => {
    const all = extractStakeholderMentions(
      'Our key stakeholders are our members, our colleagues, our regulators (the Financial Conduct Authority and the Prudential Regulation Authority), the Savings Lenders Association, and the local communities around our branches, including our charity partners Oakmere Hospice and Valley Food Bank.',
      'https://www.example.test/report.pdf',
      { retrievedAt: '2026-11-27' },
    ).map((mention) => mention.name);
    expect(all).toEqual(
      expect.arrayContaining(['Savings Lenders Association', 'Oakmere Hospice', 'Valley Food Bank']),
    );
  });

  it('names nothing after a group that is not of charities', () => {
    expect(named('We sell through 40 retailers, including Brockway Stores.')).toEqual([]);
  });
});
