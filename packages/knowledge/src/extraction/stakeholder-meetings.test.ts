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

  it('reads "we engage regularly with" and "we talk to"', () => {
    expect(names('We engage regularly with our customers, employees and Harlow District Council.')).toEqual(
      expect.arrayContaining(['Customers', 'Employees', 'Harlow District Council']),
    );
    expect(names('We talk to our neighbours and customers before every extension.')).toEqual(
      expect.arrayContaining(['Neighbours', 'Customers']),
    );
  });
});
