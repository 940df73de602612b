import { reportSourceSchema, SECTION_DATA_SCHEMAS, type SectionKey } from '@impact/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../../test/factories.js';
import { databaseBefore, type PartlyMigratedDatabase } from '../../../../test/migrate-partly.js';

// Before this migration, an uploaded document was cited by the address that served its file.
const KEPT = 'k3j9x2m1p8q7r6s5t4u3v2w1';
const GONE = 'z9y8x7w6v5u4t3s2r1q0p9o8';
const file = (id: string, part = '') => `http://localhost:3000/api/onboarding/documents/${id}/file${part}`;
const READ_ON = '2026-03-02';
const UPLOADED_ON = '2026-03-01';

const websiteContext = {
  generatedAt: `${READ_ON}T10:00:00.000Z`,
  pages: [
    {
      title: 'Annual report 2025.pdf (part 1 of 2)',
      url: file(KEPT),
      summary: 'Uploaded.',
      content: 'Part one.',
    },
    {
      title: 'Annual report 2025.pdf (part 2 of 2)',
      url: file(KEPT, '#part-2'),
      summary: 'Uploaded.',
      content: 'Part two.',
    },
    { title: 'Home', url: 'https://northwind.example/', summary: 'Home page.', content: 'Welcome.' },
  ],
  selectedLinks: ['https://northwind.example/about'],
};
const metricSource = (url: string, title: string) => ({ url, title, retrievedAt: READ_ON });
const sections: Partial<Record<SectionKey, unknown>> = {
  WebsiteContext: websiteContext,
  ReportedMetrics: [
    {
      name: 'Scope 1 emissions',
      category: 'Climate',
      value: '1,200 t CO2e',
      year: 2024,
      label: 'Self-reported',
      sources: [
        metricSource(file(KEPT, '#part-2'), '“Scope 1 emissions were 1,200 t CO2e in 2024.”'),
        metricSource('https://northwind.example/esg', 'ESG'),
      ],
    },
  ],
  VoluntaryCodesAdopted: {
    summary: `No voluntary codes were found. Checked 2 page(s): ${file(KEPT)}, https://northwind.example/.`,
    codes: [],
  },
  Stakeholders: [
    {
      type: 'Suppliers',
      members: [
        {
          name: 'Acme',
          description: 'A supplier.',
          url: file(KEPT),
          urls: [file(KEPT), 'https://acme.example/'],
        },
      ],
      sources: [metricSource(file(GONE), 'Old supplier list.pdf')],
    },
  ],
};

let db: PartlyMigratedDatabase;
let clientId: number;
beforeAll(async () => {
  db = await databaseBefore('0016_uploaded_document_sources');
  const run = (query: ReturnType<typeof sql>) => selectRows<{ id: number }>(db.handle.db, query);
  const [user] = await run(sql`
    INSERT INTO users (document_id, username, email, role_id)
    VALUES ('u00000000000000000000001', 'ann', 'ann@example.com', (SELECT id FROM roles LIMIT 1)) RETURNING id`);
  const [organization] = await run(sql`
    INSERT INTO organizations (document_id, name) VALUES ('o00000000000000000000001', 'Consultants') RETURNING id`);
  const [session] = await run(sql`
    INSERT INTO onboarding_sessions (document_id, user_id, agent_id, current_step, completed_at)
    VALUES ('s00000000000000000000001', ${user!.id}, 'onboarding', 7, now()) RETURNING id`);
  await run(sql`
    INSERT INTO onboarding_documents (document_id, session_id, user_id, file_name, mime_type, size_bytes,
      storage_key, extracted_text, created_at)
    VALUES (${KEPT}, ${session!.id}, ${user!.id}, 'Annual report 2025.pdf', 'application/pdf', 1000,
      ${`${'a'.repeat(32)}.pdf`}, 'Part one. Part two.', ${`${UPLOADED_ON}T09:00:00Z`}) RETURNING id`);
  const [client] = await run(sql`
    INSERT INTO clients (document_id, organization_id, name) VALUES ('c00000000000000000000001', ${organization!.id}, 'Northwind')
    RETURNING id`);
  clientId = client!.id;
  for (const [key, data] of Object.entries(sections)) {
    await run(sql`
      INSERT INTO client_sections (client_id, section_key, version, data, provenance, generated_at)
      VALUES (${clientId}, ${key}, 1, ${JSON.stringify(data)}::jsonb, '{"method":"extraction"}'::jsonb,
        ${`${READ_ON}T10:00:00Z`}) RETURNING id`);
  }
  await run(sql`
    INSERT INTO initiatives (document_id, client_id, title, description, provenance, source, sources,
      source_metadata, "references")
    VALUES ('i00000000000000000000001', ${clientId}, 'Supplier code', 'A code.', '{"method":"extraction"}'::jsonb,
      ${file(KEPT)}, ${JSON.stringify([metricSource(file(KEPT), 'Annual report 2025.pdf (part 1 of 2)')])}::jsonb,
      ${JSON.stringify({ type: 'website', retrievedDate: READ_ON, source: file(KEPT) })}::jsonb,
      ${JSON.stringify([
        { url: file(KEPT), domain: 'localhost' },
        { url: 'https://acme.example/', domain: 'acme.example' },
      ])}::jsonb) RETURNING id`);
  const [report] = await run(sql`
    INSERT INTO reports (document_id, organization_id, client_id, title, sources)
    VALUES ('r00000000000000000000001', ${organization!.id}, ${clientId}, 'Northwind', ${JSON.stringify([
      { n: 1, ...metricSource(file(KEPT), 'Annual report 2025.pdf (part 1 of 2)') },
      { n: 2, ...metricSource('https://northwind.example/', 'Home') },
    ])}::jsonb) RETURNING id`);
  const list = [
    '### Sources',
    '',
    `- **[1]** [Annual report 2025.pdf (part 1 of 2)](${file(KEPT)}), retrieved ${READ_ON}`,
    `- **[2]** [Home](https://northwind.example/), retrieved ${READ_ON}`,
  ].join('\n');
  await run(sql`
    INSERT INTO report_sections (document_id, report_id, section_type, status, content, cited_sources)
    VALUES ('p00000000000000000000001', ${report!.id}, 'source_list', 'success', ${list}, '[1,2]'::jsonb)
    RETURNING id`);
  await db.migrateRest();
}, 60_000);
afterAll(() => db?.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await selectRows<T>(db.handle.db, query))[0]!;
const sectionData = async (key: SectionKey) =>
  (await one<{ data: unknown }>(sql`SELECT data FROM client_sections WHERE section_key = ${key}`)).data;

const cited = (extra: object = {}) => ({
  kind: 'uploaded-document',
  documentId: KEPT,
  url: null,
  title: 'Annual report 2025.pdf',
  retrievedAt: UPLOADED_ON,
  ...extra,
});

describe('migration 0015: uploaded documents cited by name, not by address', () => {
  it('leaves no document address anywhere', async () => {
    const dump = await one<{ text: string }>(sql`
      SELECT concat_ws(' ',
        (SELECT string_agg(data::text || provenance::text, ' ') FROM client_sections),
        (SELECT string_agg(concat(source, sources::text, source_metadata::text, "references"::text), ' ') FROM initiatives),
        (SELECT string_agg(sources::text, ' ') FROM reports),
        (SELECT string_agg(content, ' ') FROM report_sections)) AS text`);
    expect(dump.text).toContain('Annual report 2025.pdf');
    expect(dump.text).not.toContain('/api/onboarding/documents/');
  });

  it('turns the website context pages into the document, part by part, and keeps the web pages', async () => {
    const data = await sectionData('WebsiteContext');
    expect(SECTION_DATA_SCHEMAS.WebsiteContext.parse(data).pages).toEqual([
      cited({ locator: 'part 1 of 2', summary: 'Uploaded.', content: 'Part one.' }),
      cited({ locator: 'part 2 of 2', summary: 'Uploaded.', content: 'Part two.' }),
      websiteContext.pages[2],
    ]);
  });

  it("cites the document in every section's sources, keeping the quoted sentence", async () => {
    const metrics = SECTION_DATA_SCHEMAS.ReportedMetrics.parse(await sectionData('ReportedMetrics'));
    expect(metrics[0]!.sources).toEqual([
      cited({ quote: 'Scope 1 emissions were 1,200 t CO2e in 2024.' }),
      metricSource('https://northwind.example/esg', 'ESG'),
    ]);
    const codes = SECTION_DATA_SCHEMAS.VoluntaryCodesAdopted.parse(
      await sectionData('VoluntaryCodesAdopted'),
    );
    expect(codes.summary).toBe(
      'No voluntary codes were found. Checked 2 page(s): Annual report 2025.pdf (uploaded document), https://northwind.example/.',
    );
  });

  it('drops a link to the document from a stakeholder, and names a deleted document by its old title', async () => {
    const [group] = SECTION_DATA_SCHEMAS.Stakeholders.parse(await sectionData('Stakeholders'));
    expect(group!.members).toEqual([
      { name: 'Acme', description: 'A supplier.', urls: ['https://acme.example/'] },
    ]);
    expect(group!.sources).toEqual([
      {
        kind: 'uploaded-document',
        documentId: GONE,
        url: null,
        title: 'Old supplier list.pdf',
        retrievedAt: READ_ON,
      },
    ]);
  });

  it('gives the documents to the client whose context cites them', async () => {
    const row = await one<{ client_id: number }>(sql`SELECT client_id FROM onboarding_documents`);
    expect(row.client_id).toBe(clientId);
  });

  it("rewrites initiatives' sources, where they were found, and their reference links", async () => {
    const row = await one<{
      source: string;
      sources: unknown;
      source_metadata: unknown;
      references: unknown;
    }>(sql`SELECT source, sources, source_metadata, "references" FROM initiatives`);
    expect(row.sources).toEqual([cited()]);
    expect(row.source).toBe('Annual report 2025.pdf');
    expect(row.source_metadata).toEqual({
      type: 'uploaded-document',
      retrievedDate: READ_ON,
      source: 'Annual report 2025.pdf',
    });
    expect(row.references).toEqual([{ url: 'https://acme.example/', domain: 'acme.example' }]);
  });

  it("rewrites a report's numbered sources and its written source list, numbers unchanged", async () => {
    const report = await one<{ sources: unknown[] }>(sql`SELECT sources FROM reports`);
    expect(report.sources.map((source) => reportSourceSchema.parse(source))).toEqual([
      { n: 1, ...cited() },
      { n: 2, ...metricSource('https://northwind.example/', 'Home') },
    ]);
    const section = await one<{ content: string }>(sql`SELECT content FROM report_sections`);
    expect(section.content.split('\n').slice(2)).toEqual([
      `- **[1]** Annual report 2025.pdf (uploaded document), retrieved ${READ_ON}`,
      `- **[2]** [Home](https://northwind.example/), retrieved ${READ_ON}`,
    ]);
  });
});
