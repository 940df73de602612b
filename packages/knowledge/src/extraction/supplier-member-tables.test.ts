import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (...lines: string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/members', {
    retrievedAt: '2026-11-27',
  })
    .filter((mention) => mention.named)
    .map(({ name, country }) => [name, country]);

// A fictional dairy co-operative's members page: the table of its member farms (header row dropped).
describe("a co-operative's table of the members who deliver to it", () => {
  it('reads each member with its country under a members caption, when the page says members supply it', () => {
    expect(
      named(
        'Our members',
        'Fellbrook Dairies is a co-operative owned by the family farms that supply its milk.',
        'Member farms and co-operatives',
        'Tarnside Farm | Town: Keswick | Country: United Kingdom',
        'Glenmoran Co-operative | Town: Sligo | Country: Ireland',
      ),
    ).toEqual([
      ['Tarnside Farm', 'GB'],
      ['Glenmoran Co-operative', 'IE'],
    ]);
  });

  it('reads a caption that names the members as producers, and a table with its own header row', () => {
    expect(
      named(
        'Member co-operatives',
        'Member | Town | Country',
        'Vallée Verte Coopérative | Town: Rennes | Country: France',
      ),
    ).toEqual([['Vallée Verte Coopérative', 'FR']]);
  });

  it("leaves an association's member list alone when nothing says the members supply it", () => {
    expect(
      named(
        'Our members',
        'The association represents the interests of the regional packaging industry.',
        'Our members',
        'Corrwell Packaging | Town: Leeds | Country: United Kingdom',
      ),
    ).toEqual([]);
  });
});
