import { NOT_READ_PREFIX, type TableBlock } from '@impact/contracts';
import { RobotsCache } from '@impact/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDocx, zipBombDocx } from '../../../../../../packages/engine/src/test-support/docx-fixtures.js';
import {
  encryptedPdf,
  longPdf,
  reportPdf,
  scannedPdf,
} from '../../../../../../packages/engine/src/test-support/pdf-fixtures.js';
import { createOrganization, createUser } from '../../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../../test/fixture-site.js';
import { createTestApp } from '../../../../test/harness.js';
import { listClientDocuments } from '../documents/client-documents.js';
import { readLinkedReports } from './linked-reports.js';
import { chooseReportLinks, isReportLink } from './report-links.js';
import { scrapeCompanyWebsite } from './scrape-website.js';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const at = (path: string) => new URL(path, 'https://acme.example');
const page = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main></body></html>`;

describe('which links are reports', () => {
  it.each([
    ['/downloads/acme-2025.pdf', 'Sustainability report 2025'],
    ['/files/duurzaamheidsverslag-2025.pdf', 'Lees meer'],
    ['/files/x.pdf', 'Nachhaltigkeitsbericht 2025'],
    ['/files/x.pdf', 'Rapport de durabilité 2025'],
    ['/files/x.pdf', 'Informe de sostenibilidad 2025'],
    ['/files/x.docx', 'Bilancio di sostenibilità 2025'],
    ['/files/x.pdf', 'Annual Report 2024'],
    ['/download?id=7', 'ESG report 2025 (PDF, 3 MB)'],
    ['/files/x.pdf', 'Relatório de Sustentabilidade 2024'],
    ['/files/relatorio-e-contas-2024.pdf', 'Ver mais'],
    ['/ficheiro?id=3', 'Relatório Integrado 2024 (descarregar)'],
    // Polish, where NFD keeps the 'ł' whole: 'Pobierz' says it is a download.
    ['/raporty/x.pdf', 'Raport zrównoważonego rozwoju 2024'],
    ['/download?id=8', 'Pobierz raport ESG 2024 (2,4 MB)'],
    ['/files/x.pdf', 'Sprawozdanie na temat informacji niefinansowych 2024'],
    ['/files/raport-roczny-2024.pdf', 'Czytaj'],
    // Swedish, where NFD takes the ring off 'å': 'Hållbarhetsrapport', 'Årsredovisning'.
    ['/hallbarhetsrapport-2025.pdf', 'Hållbarhetsrapport 2025 (PDF)'],
    ['/files/x.pdf', 'Års- och hållbarhetsredovisning 2024'],
    ['/dokument?id=4', 'Årsredovisning 2024 (ladda ned)'],
    // A climate report beside the annual report, as UK lenders and insurers publish it.
    ['/documents/x.pdf', 'Climate-related financial disclosures 2025 (PDF, 400KB)'],
    ['/files/tcfd-report-2024.pdf', 'Read more'],
    ['/files/x.pdf', 'Our climate transition plan'],
  ])('%s "%s" is one', (path, text) => expect(isReportLink(at(path), text)).toBe(true));
  it.each([
    ['/sustainability-report', 'Sustainability report 2025'],
    ['/files/brochure.pdf', 'Product brochure'],
    ['/files/price-list.docx', 'Download our price list'],
    ['/files/x.pdf', 'Mars rapport från styrelsen'],
    ['/climate', 'Climate-related financial disclosures'],
    ['/files/x.pdf', 'Climate change: what it means for your home'],
  ])('%s "%s" is not', (path, text) => expect(isReportLink(at(path), text)).toBe(false));

  it('keeps one of a report linked twice or in two languages (the site language first), newest first', () => {
    const links = chooseReportLinks(
      [
        { url: 'https://acme.example/en/report-2024.pdf', text: 'Sustainability report 2024' },
        { url: 'https://acme.example/fr/report-2025.pdf', text: 'Rapport de durabilité 2025' },
        { url: 'https://acme.example/en/report-2025.pdf', text: 'Sustainability report 2025' },
        { url: 'https://acme.example/fr/report-2025.pdf', text: 'Télécharger le rapport 2025' },
      ],
      'fr-BE',
    );
    expect(links).toEqual([
      {
        url: 'https://acme.example/fr/report-2025.pdf',
        text: 'Rapport de durabilité 2025 / Télécharger le rapport 2025',
      },
      { url: 'https://acme.example/en/report-2024.pdf', text: 'Sustainability report 2024' },
    ]);
  });
});

// Loading pdf.js and mammoth in the reader's workers takes seconds on a busy machine; nothing is timed.
describe('readLinkedReports', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    const report = Buffer.from(await reportPdf());
    site = await serveFixtureSite({
      '/robots.txt': { body: 'User-agent: *\nDisallow: /private/\n', type: 'text/plain' },
      '/downloads/report-2025.pdf': { body: report, type: PDF },
      '/downloads/annual-report-2025.pdf': { body: report, type: PDF },
      '/downloads/scanned.pdf': { body: Buffer.from(await scannedPdf()), type: PDF },
      '/downloads/locked.pdf': { body: Buffer.from(await encryptedPdf()), type: PDF },
      '/downloads/damaged.pdf': { body: Buffer.from('%PDF-1.7 this is not a PDF at all'), type: PDF },
      '/downloads/rapport.docx': { body: Buffer.from(await reportDocx()), type: DOCX },
      '/downloads/bomb.docx': {
        body: Buffer.from(zipBombDocx({ unpackedBytes: 64 * 1024 * 1024, statedBytes: 1024 })),
        type: DOCX,
      },
      '/downloads/answers-html.pdf': '<!doctype html><html><body><p>Our report moved.</p></body></html>',
      '/private/draft-report.pdf': { body: report, type: PDF },
    });
  });
  afterAll(() => site.close());

  it('reads PDF and Word reports and turns every bad one into a note, never an error', async () => {
    const own = new URL(site.url);
    const link = (path: string) => ({ url: `${site.url}${path}`, text: 'Sustainability report' });
    const outcome = await readLinkedReports(
      [
        link('/downloads/report-2025.pdf'),
        link('/downloads/annual-report-2025.pdf'),
        link('/downloads/scanned.pdf'),
        link('/downloads/locked.pdf'),
        link('/downloads/damaged.pdf'),
        link('/downloads/rapport.docx'),
        link('/downloads/bomb.docx'),
        link('/downloads/answers-html.pdf'),
        link('/downloads/gone-2023.pdf'),
        link('/private/draft-report.pdf'),
        { url: 'https://reports.example.org/sustainability-report.pdf', text: 'Sustainability report' },
      ],
      {
        fetchOptions: { allowLoopback: true, robotsCache: new RobotsCache() },
        isOwnSite: (url) => url.host === own.host,
        limits: { maxReports: 20, maxTries: 20 },
      },
    );
    const read = outcome.reports.filter((report) => report.document.blocks.length > 0);
    expect(read.map((report) => report.url)).toEqual([
      `${site.url}/downloads/report-2025.pdf`,
      `${site.url}/downloads/rapport.docx`,
    ]);
    const pdf = read[0]!.document;
    expect(pdf).toMatchObject({ kind: 'pdf', title: 'Acme Sustainability Report 2024', pageCount: 2 });
    const table = pdf.blocks.find((block): block is TableBlock => block.type === 'table')!;
    expect(table.locator.page).toBe(2);
    expect(read[1]!.document.kind).toBe('docx');

    const noteFor = (path: string) => outcome.notes.find((note) => note.includes(path)) ?? '';
    expect(noteFor('/annual-report-2025.pdf')).toMatch(
      /^Not read again: .* is the same document as .*report-2025\.pdf/,
    );
    expect(noteFor('/scanned.pdf')).toMatch(/^Not read: scanned PDF without a text layer/);
    expect(noteFor('/locked.pdf')).toMatch(/^Not read: the PDF is protected by a password/);
    expect(noteFor('/damaged.pdf')).toMatch(/^Not read: the file is damaged or not a PDF/);
    expect(noteFor('/bomb.docx')).toMatch(/^Not read: .*(bomb|would unpack)/);
    expect(noteFor('/answers-html.pdf')).toMatch(
      /^Not read: .* answered a web page or other file, not a PDF or Word document/,
    );
    expect(noteFor('/gone-2023.pdf')).toMatch(/^Not read: .* answered with status 404/);
    expect(noteFor('/private/draft-report.pdf')).toMatch(/^Not read: .*robots\.txt forbids it/);
    expect(noteFor('reports.example.org')).toMatch(/^Not read: .* is on another site/);
    expect(
      outcome.notes.every((note) => note.startsWith(NOT_READ_PREFIX) || note.startsWith('Not read again')),
    ).toBe(true);
    // robots.txt was honoured: the forbidden report was never asked for, nor the other site's.
    expect(site.requests).not.toContain('/private/draft-report.pdf');
  });

  it('reads a 400-page report up to the page cap and says so', async () => {
    const long = await serveFixtureSite({
      '/annual-report.pdf': { body: Buffer.from(await longPdf(400)), type: PDF },
    });
    try {
      const outcome = await readLinkedReports(
        [{ url: `${long.url}/annual-report.pdf`, text: 'Annual report' }],
        {
          fetchOptions: { allowLoopback: true, robotsCache: new RobotsCache() },
          isOwnSite: () => true,
        },
      );
      const [report] = outcome.reports;
      expect(report!.document.pageCount).toBe(400);
      expect(report!.document.truncated).toBe(true);
      expect(outcome.notes).toEqual([`Stopped after 120 pages of 400 (${long.url}/annual-report.pdf)`]);
    } finally {
      await long.close();
    }
  });

  it('stops at the cap on reports read', async () => {
    const outcome = await readLinkedReports(
      [
        { url: `${site.url}/downloads/report-2025.pdf`, text: 'Report' },
        { url: `${site.url}/downloads/rapport.docx`, text: 'Rapport' },
      ],
      {
        fetchOptions: { allowLoopback: true, robotsCache: new RobotsCache() },
        isOwnSite: () => true,
        limits: { maxReports: 1 },
      },
    );
    expect(outcome.reports.map((report) => report.url)).toEqual([`${site.url}/downloads/report-2025.pdf`]);
  });
});

describe('the website scrape follows report links', () => {
  it('stores the report as pages of the Website Context and a structured document, and notes a dead link', async () => {
    const report = Buffer.from(await reportPdf());
    const site = await serveFixtureSite({
      '/robots.txt': { body: 'User-agent: *\nDisallow: /private/\n', type: 'text/plain' },
      '/': page(
        'Acme Bicycles',
        '<p>We make bicycles in three plants and publish a yearly report on our footprint.</p>' +
          '<a href="/downloads/acme-report-2024.pdf">Sustainability report 2024 (PDF)</a>' +
          '<a href="/downloads/acme-report-2024.pdf#page=2">Sustainability report 2024, key figures</a>' +
          '<a href="/downloads/acme-report-2023.pdf">Sustainability report 2023</a>' +
          '<a href="/private/draft-report-2025.pdf">Sustainability report 2025 (draft)</a>',
      ),
      '/downloads/acme-report-2024.pdf': { body: report, type: PDF },
    });
    const t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const created = await t.request({
        method: 'POST',
        url: '/api/clients',
        token: user.token,
        payload: { data: { Name: 'Acme Bicycles', WebsiteUrl: site.url } },
      });
      const clientId = created.json().data.id as number;
      const deps = {
        db: t.db,
        config: t.config,
        providers: { model: { configured: false as const, reason: 'none' } },
        log: t.app.log,
      };
      const { data, provenance } = await scrapeCompanyWebsite(deps, site.url, { clientId });
      const reportUrl = `${site.url}/downloads/acme-report-2024.pdf`;
      const reportPage = data.pages.find((entry) => entry.url === reportUrl);
      expect(reportPage).toMatchObject({ kind: 'document', title: 'Acme Sustainability Report 2024' });
      expect(reportPage?.content).toContain('Scope 1 emissions (tCO2e) | 2024: 1,234 | 2023: 1,456');
      expect(data.pages.filter((entry) => entry.url === reportUrl)).toHaveLength(1);
      expect(data.notes).toEqual([
        // The newest first: the 2025 draft is tried before the 2023 report.
        `Not read: ${site.url}/private/draft-report-2025.pdf, because the site's robots.txt forbids it.`,
        `Not read: ${site.url}/downloads/acme-report-2023.pdf answered with status 404.`,
      ]);
      expect(provenance.note).toContain('1 of 3 linked report(s)');
      expect(site.requests).not.toContain('/private/draft-report-2025.pdf');
      const stored = await listClientDocuments(t.db, clientId);
      expect(stored.map((entry) => [entry.document.kind, entry.document.url])).toEqual([
        ['html', `${site.url}/`],
        ['pdf', reportUrl],
      ]);
    } finally {
      await t.close();
      await site.close();
    }
  });
});
