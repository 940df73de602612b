import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { computeBusinessModel } from './business-model.js';
import { clientFacts } from './company-facts.js';
import { SITE, contactPageOnly, northwindClient, stepInput } from './test-fixtures.js';

// Fictional key-figures pages, read by the product's own HTML reader into structured documents.
const keyFigures = (path: string, table: string) =>
  readHtmlDocument(
    `<html><head><title>Key figures</title></head><body><main><h1>Key figures</h1>${table}</main></body></html>`,
    {
      url: `${SITE}${path}`,
    },
  );

const YEARS_AS_COLUMNS = keyFigures(
  '/kerncijfers',
  `<table><thead><tr><th></th><th>2023</th><th>2024</th><th>2025</th></tr></thead><tbody>
   <tr><th scope="row">Medewerkers (fte)</th><td>380</td><td>389</td><td>398</td></tr>
   <tr><th scope="row">Netto-omzet (€ mln)</th><td>78,9</td><td>81,2</td><td>86,4</td></tr></tbody></table>`,
);
const YEARS_AS_ROWS = keyFigures(
  '/key-figures',
  `<table><thead><tr><th>Year</th><th>Revenue (£m)</th><th>Revenue growth</th></tr></thead><tbody>
   <tr><td>FY2024/25</td><td>412.0</td><td>3%</td></tr>
   <tr><td>FY2025/26</td><td>431.9</td><td>5%</td></tr></tbody></table>`,
);

describe('turnover from a key-figures table', () => {
  it("reads the latest year's column, with the currency and scale of the row heading", () => {
    const facts = clientFacts(stepInput({ website: contactPageOnly(), documents: [YEARS_AS_COLUMNS] }));
    expect(facts.turnover).toMatchObject({
      value: { amount: 86_400_000, currency: 'EUR' },
      year: 2025,
      quote: 'Netto-omzet (€ mln) 86,4',
      locator: 'key figure',
    });
    // €86.4 million is more than $100 million at the table's dated rate.
    expect(facts.turnover?.bucket?.code).toBe('rev_100M_500M');
  });

  it("reads the latest year's row when years are rows", () => {
    // FY2025/26 ends in 2026: a page read in 2026 reports it.
    const facts = clientFacts(
      stepInput({ website: contactPageOnly(), documents: [YEARS_AS_ROWS], today: '2026-06-30' }),
    );
    expect(facts.turnover).toMatchObject({ value: { amount: 431_900_000, currency: 'GBP' }, year: 2026 });
  });

  it('quotes the row in the business model, cited to its page', async () => {
    const client = northwindClient({ revenue: null });
    const result = await computeBusinessModel(
      stepInput({ client, website: contactPageOnly(), documents: [YEARS_AS_COLUMNS] }),
    );
    expect(result.data.revenue).toContain('Netto-omzet (€ mln) 86,4');
    expect(result.data.sources.some((source) => source.url === `${SITE}/kerncijfers`)).toBe(true);
  });
});

const TILES = keyFigures(
  '/unternehmen',
  `<div class="kpis">
     <div class="kpi"><span class="value">118 Mio. €</span><span class="label">Umsatz</span></div>
     <div class="kpi"><span class="value">1.180</span><span class="label">Mitarbeitende</span></div>
     <div class="kpi"><span class="value">14.500</span><span class="label">Mitarbeitende im Konzern</span></div>
   </div>`,
);

describe('headcount from a key-figures table or key-figure tiles', () => {
  it("reads the latest year's employees row", () => {
    const facts = clientFacts(stepInput({ website: contactPageOnly(), documents: [YEARS_AS_COLUMNS] }));
    expect(facts.headcount).toMatchObject({ value: { count: 398 }, year: 2025, locator: 'key figure' });
  });

  it("reads a tile's figure beside its label, and the turnover tile's unit with its figure, not the group's", () => {
    const facts = clientFacts(stepInput({ website: contactPageOnly(), documents: [TILES] }));
    expect(facts.headcount?.value).toEqual({ count: 1180 });
    expect(facts.turnover?.value).toEqual({ amount: 118_000_000, currency: 'EUR' });
  });
});

const PROFILE_CARD = keyFigures(
  '/ueber-uns',
  `<dl class="profile">
     <div><dt>Gegründet</dt><dd>1923</dd></div>
     <div><dt>Hauptsitz</dt><dd>Bielefeld, Deutschland</dd></div>
     <div><dt>Standorte</dt><dd>9</dd></div>
   </dl>`,
);

describe('founding year and head office from a profile card', () => {
  it('reads the label and its value apart, as a definition list writes them', () => {
    const client = northwindClient({ headquarters: null, foundedYear: null });
    const facts = clientFacts(stepInput({ client, website: contactPageOnly(), documents: [PROFILE_CARD] }));
    expect(facts.foundedYear?.value).toBe(1923);
    expect(facts.headquarters?.value).toEqual({ place: 'Bielefeld, Germany', country: 'DE' });
  });
});
