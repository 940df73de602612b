import type { SampleProfile } from '../src/modules/samples/profile-schema.js';

const src = (path: string) => [
  { url: `https://example.org/${path}`, title: 'Example', retrievedAt: '2026-11-01' },
];

/** A small but complete sample profile for tests (fictional company, example.org sources). */
export function sampleProfileFixture(overrides: Partial<SampleProfile> = {}): SampleProfile {
  return {
    slug: 'fixture-brewing',
    compiledOn: '2026-11-01',
    client: {
      Name: 'Fixture Brewing',
      Industry: 'Beverages',
      EmployeeCount: 'size_10000_plus',
      Revenue: 'rev_10B_plus',
      Headquarters: 'Leuven, Belgium',
      FoundedYear: 1999,
      WebsiteUrl: 'https://www.fixture-brewing.example/',
      CompanyInfo: 'A fictional brewer used by the tests.',
    },
    sections: {
      WebContext: { generatedAt: '2026-11-01', queries: [{ query: 'q', result: 'r', sources: src('w') }] },
      WebsiteContext: {
        generatedAt: '2026-11-01',
        pages: [{ title: 'About', url: 'https://example.org/about', summary: 's', content: 'c' }],
        selectedLinks: ['https://example.org/about'],
      },
      FocusAreas: [{ name: 'Water', description: 'd', sources: src('f') }],
      ImpactTopics: [{ name: 'Water use', description: 'd', focusAreaTags: ['Water'], sources: src('i') }],
      SustainabilityRegulations: [
        {
          name: 'CSRD',
          type: 'EU Directive',
          complianceStatus: 'In scope',
          statusVariant: 'warning',
          sources: src('r'),
        },
      ],
      UpcomingPolicies: {
        summary: 's',
        policies: [
          {
            name: 'P',
            phase: 'Proposal',
            sector: 'All',
            relevance: 'High',
            description: 'd',
            sources: src('p'),
          },
        ],
      },
      VoluntaryCodesAdopted: {
        summary: 's',
        codes: [
          {
            name: 'SBTi',
            category: 'Environmental',
            status: 'Certified',
            description: 'd',
            validUntil: null,
            sources: src('c'),
          },
        ],
      },
      ReportedMetrics: [
        {
          name: 'Water',
          category: 'Water',
          value: '2.5 hl/hl',
          year: 2025,
          label: 'Self-reported',
          sources: src('m'),
        },
      ],
      ReportingFrameworks: {
        overview: 'o',
        frameworks: [
          { name: 'GRI', relevanceScore: 80, explanation: 'e', url: 'https://www.globalreporting.org/' },
        ],
      },
      PublicPerception: {
        summary: 's',
        mediaSentiment: { overall: 'Mixed', keyThemes: ['water'] },
        ngoActivity: { mentions: false, details: [] },
        esgRatings: [],
        certifications: [],
        credibilityScore: { score: 6, maxScore: 10, rationale: ['r'] },
        sources: src('pp'),
      },
      Controversies: {
        hasControversies: false,
        summary: 'None found in the sources checked.',
        controversies: [],
      },
      LocationPresence: { headquarters: 'Leuven, Belgium', retail_presence: 'Europe', sources: src('l') },
      BusinessModelOverview: { summary: 's', revenue: 'r', profitability: 'p', sources: src('b') },
      Stakeholders: [
        { type: 'Farmers', members: [{ name: 'Barley growers', description: 'd' }], sources: src('s') },
      ],
    },
    initiatives: Array.from({ length: 5 }, (_, i) => ({
      Title: `Initiative ${i + 1}`,
      Description: 'What it does.',
      Status: i === 4 ? ('planned' as const) : ('active' as const),
      Category: 'Sustainability' as const,
      Tags: ['water'],
      StockImageKeywords: ['brewery'],
      Sources: src(`n${i}`),
    })),
    ...overrides,
  };
}
