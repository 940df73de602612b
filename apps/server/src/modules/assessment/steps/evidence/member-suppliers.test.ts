import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { documentText } from '../../documents/document-text.js';
import { computeStakeholders } from './stakeholders.js';
import { stepInput, websiteContext } from './test-fixtures.js';

// A fictional dairy co-operative's members page, read by the product's own HTML reader and stored as text.
const MEMBERS_URL = 'https://www.heathervale-dairies.example/members';
const membersPage = readHtmlDocument(
  `<html><head><title>Our members | Heathervale Dairies</title></head><body><main><h1>Our members</h1>
   <p>Heathervale Dairies is a co-operative owned by the family farms that supply its milk.</p>
   <h2>Member co-operatives</h2>
   <table><thead><tr><th>Member</th><th>Town</th><th>Country</th></tr></thead><tbody>
   <tr><td>Brackenridge Farm</td><td>Ashby</td><td>United Kingdom</td></tr>
   <tr><td>Lough Aran Co-operative</td><td>Ballina</td><td>Ireland</td></tr>
   </tbody></table></main></body></html>`,
  { url: MEMBERS_URL },
);

describe("a co-operative's member table", () => {
  it('lists the members who supply the co-operative as its suppliers, citing each row with its country', async () => {
    const website = websiteContext([
      { url: MEMBERS_URL, title: 'Our members', content: documentText(membersPage) },
    ]);
    const result = await computeStakeholders(stepInput({ website, documents: [membersPage] }));
    const suppliers = result.data.find((group) => group.type === 'Suppliers');
    expect(suppliers?.members.map((member) => member.name)).toEqual([
      'Brackenridge Farm',
      'Lough Aran Co-operative',
    ]);
    // The member's row, with its town and country, is what the consultant reads beside its name.
    expect(suppliers?.members[1]?.description).toContain('Country: Ireland');
  });
});
