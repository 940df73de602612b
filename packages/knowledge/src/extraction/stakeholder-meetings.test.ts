import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const names = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/impact', { retrievedAt: '2026-11-27' }).map(
    (mention) => mention.name,
  );

// English says who the company talks to with a verb: 'we meet', 'we engage with', 'we talk to'.
describe('the groups a company says it meets', () => {
  it('reads the list after "we meet", up to the next clause, without "regularly" or a clause about an item', () => {
    const found = names(
      'We meet our customers, our employees, the wool farmers we buy from and Harlow District Council regularly, and we ask our staff each year what we should do better.',
    );
    expect(found).toEqual(expect.arrayContaining(['Customers', 'Employees', 'Harlow District Council']));
    expect(found.some((name) => /regularly|we buy|we ask/u.test(name))).toBe(false);
  });

  it('an item said again with "with" is read without it, and the one owner is an investor', () => {
    const found = extractStakeholderMentions(
      'We engage with patients, our employees and our owners, and with the Harlow District Council and our notified body.',
      'https://www.example.com/impact',
      { retrievedAt: '2026-11-27' },
    ).map((mention) => [mention.type, mention.name]);
    expect(found.some(([, name]) => /^with\b/iu.test(name!))).toBe(false);
    expect(found.filter(([, name]) => /^owners?$/iu.test(name!)).map(([type]) => type)).toEqual([
      'Investors',
    ]);
  });

  it('a single owner named after its role is no generic group', () => {
    expect(
      names('We listen to colleagues, customers, suppliers and our shareholder, Brenmoor Holdings.'),
    ).not.toContain('Shareholder');
  });

  it('reads "we engage regularly with" and "we talk to"', () => {
    expect(names('We engage regularly with our customers, employees and Harlow District Council.')).toEqual(
      expect.arrayContaining(['Customers', 'Employees', 'Harlow District Council']),
    );
    expect(names('We talk to our neighbours and customers before every extension.')).toEqual(
      expect.arrayContaining(['Neighbours', 'Customers']),
    );
  });
});
