import { describe, expect, it } from 'vitest';
import { assertValid, modelAnswering } from '../test-fixtures.js';
import { computeRegulations, computeReportingFrameworks, computeUpcomingPolicies } from './index.js';
import { northwindClient, northwindWebsite, stepInput } from './test-fixtures.js';
import { companyOf } from '../../knowledge-sections/compute.js';

describe('the rule-only knowledge steps', () => {
  it('answer the knowledge base’s regulations, policies and frameworks with rule provenance', async () => {
    const input = stepInput();
    const results = [
      await computeRegulations(input),
      await computeUpcomingPolicies(input),
      await computeReportingFrameworks(input),
    ];
    expect(results.map((result) => result.key)).toEqual([
      'SustainabilityRegulations',
      'UpcomingPolicies',
      'ReportingFrameworks',
    ]);
    for (const result of results) {
      assertValid(result);
      expect(result.provenance).toMatchObject({
        method: 'rule',
        provider: 'knowledge-base',
        outcome: 'found',
      });
      expect(result.provenance.note).toMatch(/Knowledge base \d{4}\.\d{2}\.\d{2}/);
    }
    const [regulations] = results as [Awaited<ReturnType<typeof computeRegulations>>];
    // Every EU and global row; other countries' national laws only where they reach the company.
    expect(regulations.data.length).toBeGreaterThanOrEqual(18);
    expect(regulations.data.every((row) => row.sources.length > 0)).toBe(true);
  });

  it('flag the consultant’s preferred frameworks without changing the ranking', async () => {
    const plain = await computeReportingFrameworks(stepInput());
    const marked = await computeReportingFrameworks(
      stepInput({ client: northwindClient({ preferredFrameworks: ['gri', 'not-a-framework'] }) }),
    );
    assertValid(marked);
    expect(marked.data.frameworks.map((framework) => framework.name)).toEqual(
      plain.data.frameworks.map((framework) => framework.name),
    );
    const preferred = marked.data.frameworks.filter((framework) => framework.preferred);
    expect(preferred.map((framework) => framework.name)).toEqual([
      expect.stringMatching(/Global Reporting Initiative|GRI/),
    ]);
    expect(plain.data.frameworks.some((framework) => framework.preferred)).toBe(false);
  });

  it('never ask the model, even when one is configured (the knowledge base decides applicability)', async () => {
    const { model, mock } = modelAnswering({ anything: true });
    const input = stepInput({ model });
    await computeRegulations(input);
    await computeUpcomingPolicies(input);
    await computeReportingFrameworks(input);
    expect(mock.doGenerateCalls).toHaveLength(0);
  });

  it('work from a bare profile, naming the facts it lacks', async () => {
    const client = northwindClient({
      industry: null,
      employeeCount: null,
      revenue: null,
      headquarters: null,
    });
    const input = stepInput({ client, company: companyOf(client), website: undefined, web: undefined });
    const regulations = await computeRegulations(input);
    assertValid(regulations);
    expect(regulations.data.some((row) => (row.missingFacts ?? []).length > 0)).toBe(true);
    assertValid(await computeUpcomingPolicies(input));
    assertValid(await computeReportingFrameworks(input));
  });
});

const swedish = () =>
  northwindClient({
    name: 'Lindqvist Coatings AB',
    headquarters: 'Gävle, Sweden',
    domain: 'lindqvist.example',
  });
const about = (content: string) =>
  northwindWebsite([
    { title: 'About us', url: 'https://www.lindqvist.example/about', summary: 'About', content },
  ]);

describe('the regulations table and other countries’ national laws', () => {
  it('leave out a national CSRD transposition of a country where the company is not present', async () => {
    const client = swedish();
    const website = about('Lindqvist Coatings makes powder coatings at our plant in Gävle, Sweden.');
    const rows = (await computeRegulations(stepInput({ client, company: companyOf(client), website }))).data;
    expect(rows.map((row) => row.type)).not.toContain('BE Law');
    expect(rows.filter((row) => row.type.startsWith('EU')).length).toBeGreaterThan(5);
  });

  it('keep it for a company with a site in that country, and for one whose country is unknown', async () => {
    const client = swedish();
    const website = about('We operate production sites in Gävle, Sweden and Ghent, Belgium.');
    const withSite = (await computeRegulations(stepInput({ client, company: companyOf(client), website })))
      .data;
    expect(withSite.map((row) => row.type)).toContain('BE Law');
    const unknown = northwindClient({ headquarters: null });
    const rows = (
      await computeRegulations(
        stepInput({ client: unknown, company: companyOf(unknown), website: undefined }),
      )
    ).data;
    expect(rows.map((row) => row.type)).toContain('BE Law');
  });

  it('see an office in the UK that the pages name as business carried on there (Modern Slavery Act)', async () => {
    const client = swedish();
    Object.assign(client, { revenue: 'rev_50M_100M' });
    const msaOf = async (content: string) =>
      (
        await computeRegulations(stepInput({ client, company: companyOf(client), website: about(content) }))
      ).data.find((row) => row.name.startsWith('Modern Slavery Act'));
    const withOffice = await msaOf('Our sales office in London, United Kingdom serves British customers.');
    expect(withOffice?.verdict).toBe('in-scope');
    expect(withOffice?.reason).toContain('names a site there');
    // Without a UK site the question stays open.
    const without = await msaOf('Lindqvist Coatings makes powder coatings at our plant in Gävle, Sweden.');
    expect(without?.verdict).toBe('possibly-in-scope');
  });

  it('see the sales companies of a table of plain cells as presence (Modern Slavery Act, Transparency Act)', async () => {
    const client = swedish();
    Object.assign(client, { revenue: 'rev_50M_100M' });
    // A table whose header row the page does not mark: every row in plain cells.
    const website = about(
      [
        'Våra bolag',
        'Land | Ort | Funktion',
        'Sverige | Gävle | Huvudkontor och produktion',
        'Storbritannien | Peterborough | Försäljningsbolag',
        'Norge | Drammen | Försäljningsbolag',
      ].join('\n'),
    );
    const rows = (
      await computeRegulations(stepInput({ client, company: companyOf(client, website), website }))
    ).data;
    const msa = rows.find((row) => row.name.startsWith('Modern Slavery Act'));
    expect(msa?.verdict).toBe('in-scope');
    expect(msa?.reason).toContain('Peterborough');
    const norway = rows.find((row) => row.name.startsWith('Norwegian Transparency Act'));
    expect(norway?.reason).toContain('names a site in Norway');
  });

  it("keep one the consultant's own answer settled, so the answer's effect shows", async () => {
    const lksgOf = async (applicabilityFacts: Record<string, unknown>) => {
      const client = swedish();
      Object.assign(client, { employeeCount: 'size_10000_plus', applicabilityFacts });
      const website = about('Lindqvist Coatings makes powder coatings at our plant in Gävle, Sweden.');
      const rows = (await computeRegulations(stepInput({ client, company: companyOf(client), website })))
        .data;
      return rows.find((row) => row.type === 'DE Law' && row.name.startsWith('Supply Chain Due Diligence'));
    };
    // A large group's German workforce is the open question: the row asks it.
    expect((await lksgOf({}))?.verdict).toBe('possibly-in-scope');
    // Answered '0 employees in Germany': the act does not apply, and the row says so.
    const answered = await lksgOf({ employeesInGermany: 0 });
    expect(answered?.verdict).toBe('not-in-scope');
    expect(answered?.reason).toContain('0 employees in Germany');
  });
});
