import { REPORT_SECTION_TYPES, type Report } from '@impact/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { readSampleProfiles } from '../samples/load-samples.js';
import type { SampleProfile } from '../samples/profile-schema.js';
import { loadReportForExport } from './export-data.js';
import { citedNumbers } from './generation/citations.js';
import { consultant, loadSamples, reportCalls } from './test-support.js';

const profiles: SampleProfile[] = [sampleProfileFixture(), ...readSampleProfiles()];

let t: TestApp;
let user: TestUser;
let reports: Map<string, Report>;
beforeAll(async () => {
  t = await createTestApp();
  const api = reportCalls(t);
  user = (await consultant(t)).user;
  const clients = await loadSamples(t, profiles);
  reports = new Map();
  for (const [index, client] of clients.entries()) {
    const report = (await api.create(user.token, { Client: client.documentId })).json().data;
    for (const type of REPORT_SECTION_TYPES) {
      const response = await api.section(user.token, report.id, type);
      if (response.statusCode !== 200) throw new Error(`${type}: ${response.body}`);
    }
    reports.set(profiles[index]!.slug, (await api.get(user.token, report.id)).json().data);
  }
}, 120_000);
afterAll(() => t.close());

const withoutCitations = (text: string) =>
  text
    .replace(/\[\d+\]/g, ' ')
    // Link addresses are the sources' own, not statements.
    .replace(/\]\([^)]*\)/g, '] ');
const digitsOnly = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1');

/** Everything the client holds, as text: a number in the report must come from here. */
function clientDataText(profile: SampleProfile): string {
  return digitsOnly(JSON.stringify(profile));
}

describe.each(profiles.map((profile) => [profile.slug, profile] as const))(
  'the deterministic writer on the %s sample',
  (slug, profile) => {
    const report = () => reports.get(slug)!;
    const section = (type: string) => report().Sections.find((candidate) => candidate.Title === type)!;

    it('writes every section, none empty', () => {
      expect(report().Sections.map((candidate) => candidate.Title)).toEqual([...REPORT_SECTION_TYPES]);
      for (const candidate of report().Sections) {
        expect(candidate.status).toBe('success');
        expect(candidate.Content.trim().length).toBeGreaterThan(100);
        expect(candidate.Content).toMatch(/^### /m);
      }
      expect(section('regulatory_landscape').Content).toMatch(/^\| Regulation \| Type \|/m);
    });

    it('states no number that the client data does not hold', () => {
      const data = clientDataText(profile);
      for (const candidate of report().Sections) {
        const numbers = digitsOnly(withoutCitations(candidate.Content)).match(/\d+(?:\.\d+)?/g) ?? [];
        const missing = numbers.filter((number) => !data.includes(number));
        expect(missing, `${candidate.Title}`).toEqual([]);
      }
    });

    it('cites every line that states a number, outside the client profile', () => {
      for (const type of [
        'sustainability_posture',
        'strategic_positioning',
        'regulatory_landscape',
        'public_perception',
      ]) {
        const lines = section(type)
          .Content.split('\n')
          .filter((line) => /\d/.test(withoutCitations(line)));
        const uncited = lines.filter((line) => !/\[\d+\]/.test(line) && !line.startsWith('Last checked:'));
        expect(uncited, type).toEqual([]);
      }
    });

    it('lists in source_list exactly the sources the other sections cite', () => {
      const cited = new Set(
        report()
          .Sections.filter((candidate) => candidate.Title !== 'source_list')
          .flatMap((candidate) => citedNumbers(candidate.Content)),
      );
      expect(cited.size).toBeGreaterThan(3);
      const listed = citedNumbers(section('source_list').Content);
      expect(listed).toEqual([...cited].toSorted((a, b) => a - b));
      expect(report().Sources.map((source) => source.n)).toEqual(listed);
      const urls = JSON.stringify(profile);
      for (const source of report().Sources) {
        expect(section('source_list').Content).toContain(`**[${source.n}]**`);
        expect(urls).toContain(source.url);
      }
    });

    it('feeds the export with the same sections and sources', async () => {
      const exported = await loadReportForExport(t.db, user, report().documentId);
      expect(exported).toMatchObject({ title: profile.client.Name, clientName: profile.client.Name });
      expect(exported.sections.map((candidate) => candidate.title)).toEqual([...REPORT_SECTION_TYPES]);
      expect(exported.sources.map((source) => source.n)).toEqual(report().Sources.map((source) => source.n));
    });
  },
);

describe('loadReportForExport', () => {
  it("refuses another organization's report as not found", async () => {
    const stranger = (await consultant(t)).user;
    const report = reports.get('fixture-brewing')!;
    await expect(loadReportForExport(t.db, stranger, report.id)).rejects.toMatchObject({
      status: 404,
      message: 'Report not found',
    });
  });
});
