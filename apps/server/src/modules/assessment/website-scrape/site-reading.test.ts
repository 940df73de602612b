import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractiveSummary } from './extractive-summary.js';
import { rankCandidates, relevanceOf } from './page-relevance.js';
import { capText, readPageText } from './page-text.js';
import { titleFromUrl } from './page-title.js';
import { homePageLinks, sameSitePage } from './site-links.js';
import { parseSitemap, readSitemaps, sitemapsInRobots } from './sitemap.js';

const home = new URL('https://www.acme.example/');

describe('sitemaps', () => {
  it('reads the Sitemap lines of robots.txt, relative ones against the site', () => {
    const robots =
      'User-agent: *\nDisallow: /tmp\nsitemap: https://www.acme.example/a.xml\nSITEMAP:/b.xml\r\n';
    expect(sitemapsInRobots(robots, home)).toEqual([
      'https://www.acme.example/a.xml',
      'https://www.acme.example/b.xml',
    ]);
  });

  it('parses urlsets, namespaced tags, sitemap indexes and plain-text sitemaps', () => {
    expect(
      parseSitemap(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://acme.example/a </loc><lastmod>2024-01-01</lastmod></url><url><loc>https://acme.example/b</loc></url></urlset>',
      ),
    ).toEqual({ pages: ['https://acme.example/a', 'https://acme.example/b'], sitemaps: [] });
    expect(
      parseSitemap(
        '<sm:urlset xmlns:sm="x"><sm:url><sm:loc>https://acme.example/c</sm:loc></sm:url></sm:urlset>',
      ),
    ).toEqual({ pages: ['https://acme.example/c'], sitemaps: [] });
    expect(
      parseSitemap('<sitemapindex><sitemap><loc>https://acme.example/s1.xml</loc></sitemap></sitemapindex>'),
    ).toEqual({ pages: [], sitemaps: ['https://acme.example/s1.xml'] });
    expect(parseSitemap('https://acme.example/x\n\nnot a url\nhttps://acme.example/y\n')).toEqual({
      pages: ['https://acme.example/x', 'https://acme.example/y'],
      sitemaps: [],
    });
  });

  it('falls back to /sitemap.xml, follows indexes page sitemaps first, and stops at the document limit', async () => {
    const files: Record<string, string> = {
      'https://www.acme.example/sitemap.xml':
        '<sitemapindex><sitemap><loc>https://www.acme.example/post-sitemap.xml</loc></sitemap><sitemap><loc>https://www.acme.example/page-sitemap.xml</loc></sitemap></sitemapindex>',
      'https://www.acme.example/page-sitemap.xml':
        '<urlset><url><loc>https://www.acme.example/about</loc></url></urlset>',
      'https://www.acme.example/post-sitemap.xml':
        '<urlset><url><loc>https://www.acme.example/news/1</loc></url></urlset>',
    };
    const asked: string[] = [];
    const fetchFile = async (url: string) => {
      asked.push(url);
      return files[url];
    };
    expect(await readSitemaps(home, 'User-agent: *\nDisallow:', fetchFile)).toEqual({
      pages: ['https://www.acme.example/about', 'https://www.acme.example/news/1'],
      sitemapsRead: 3,
    });
    expect(asked[1]).toBe('https://www.acme.example/page-sitemap.xml');
    const limited = await readSitemaps(home, undefined, fetchFile, {
      maxDocuments: 2,
      maxUrls: 10,
      maxMillis: 10_000,
    });
    expect(limited.pages).toEqual(['https://www.acme.example/about']);
  });
});

describe('links', () => {
  it('keeps pages of the same site only (www or not), without files, fragments or useless pages', () => {
    const site = [home];
    expect(sameSitePage('/about/#team', home, site)).toBe('https://www.acme.example/about');
    expect(sameSitePage('https://acme.example/esg', home, site)).toBe('https://acme.example/esg');
    for (const href of [
      'https://other.example/esg',
      'mailto:esg@acme.example',
      'javascript:void(0)',
      '/report-2024.pdf',
      '/privacy',
      '/en/login',
      '/shop/cart/',
      'http://[bad',
    ]) {
      expect(sameSitePage(href, home, site), href).toBeUndefined();
    }
  });

  it("merges a page's anchor texts", () => {
    const $ = load(
      '<a href="/esg">ESG</a><a href="/esg/"><img alt=""> Our ESG approach</a><a href="/x" aria-label="Careers"></a>',
    );
    expect(homePageLinks($, home, [home])).toEqual([
      { url: 'https://www.acme.example/esg', text: 'ESG / Our ESG approach' },
      { url: 'https://www.acme.example/x', text: 'Careers' },
    ]);
  });
});

const link = (path: string, text = '') => ({ url: `https://acme.example${path}`, text });

describe('relevance', () => {
  it('scores sustainability pages above about, careers and news, and unrelated pages at zero', () => {
    expect(relevanceOf(link('/nachhaltigkeit'))).toBe(10);
    // A language folder is not depth: '/en/duurzaamheid' is a top page of the English site.
    expect(relevanceOf(link('/en/duurzaamheid'))).toBe(10);
    expect(relevanceOf(link('/en/about/history'))).toBe(3.5);
    expect(relevanceOf(link('/p/123', 'Our Impact'))).toBe(6.5);
    expect(relevanceOf(link('/about-us'))).toBe(5);
    // Key figures pages, where the metrics are, in several languages.
    expect(relevanceOf(link('/key-figures'))).toBe(8);
    expect(relevanceOf(link('/kerncijfers'))).toBe(8);
    // Under the company page ('Unternehmen'), which counts too.
    expect(relevanceOf(link('/unternehmen/kennzahlen'))).toBe(11.5);
    expect(relevanceOf(link('/p/7', 'Chiffres clés'))).toBe(6.5);
    // A menu's 'I numeri' or 'Die Zahlen', but not a product's numbers or a phone number.
    expect(relevanceOf(link('/numeri', 'I numeri'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Die Zahlen'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Nos chiffres'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Onze cijfers'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Serial numbers'))).toBe(0);
    expect(relevanceOf(link('/p9', 'Numeri utili'))).toBe(0);
    // Locations and store-finder pages, where the sites are listed.
    expect(relevanceOf(link('/locations'))).toBe(5);
    expect(relevanceOf(link('/our-stores'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Standorte'))).toBe(5);
    // A Spanish or French site calls its sites its facilities or centres ('Nuestras instalaciones').
    expect(relevanceOf(link('/instalaciones'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Nuestros centros'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Nos installations'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Nos implantations'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Onze vestigingen'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Le nostre sedi'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Nuestras tiendas'))).toBe(5);
    // A food or materials maker's production sites: 'Mills & Plants', 'Our factories', 'Nuestras plantas'.
    expect(relevanceOf(link('/production', 'Mills & Plants'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Our factories'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Production facilities'))).toBe(5);
    expect(relevanceOf(link('/nuestras-plantas'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Plant-based recipes'))).toBe(0);
    // A hotel group's houses are its sites, whatever the menu's language.
    expect(relevanceOf(link('/hotel', 'I nostri hotel'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Nos hôtels'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Unsere Häuser'))).toBe(5);
    expect(relevanceOf(link('/hoteles', 'Nuestros hoteles'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Hotels'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Hotelbuchung'))).toBe(0);
    // A bank's or building society's branch finder lists its branches.
    expect(relevanceOf(link('/branches.html', 'Find a branch'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Our branches'))).toBe(5);
    expect(relevanceOf(link('/geschaeftsstellen.html', 'Geschäftsstellen'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Unsere Geschäftsstellen'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Niederlassungen'))).toBe(5);
    expect(
      rankCandidates([link('/news'), link('/branch-finder', 'Find your nearest branch')]).map(
        (r) => r.link.url,
      ),
    ).toEqual(['https://acme.example/branch-finder', 'https://acme.example/news']);
    // A certificates page, then suppliers and quality, then what the company makes, when slots are left.
    expect(relevanceOf(link('/certificates'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Zertifikate'))).toBe(5);
    expect(relevanceOf(link('/our-farmers'))).toBe(2);
    // A UK company's procurement page: named suppliers, the payment code, the modern slavery statement.
    expect(relevanceOf(link('/working-with-suppliers', 'Working with suppliers'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Procurement'))).toBe(6);
    // A Portuguese menu: who the company is, its figures, its stakeholders, where it produces.
    expect(relevanceOf(link('/sobre-nos.html', 'Sobre nós'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Quem somos'))).toBe(5);
    expect(relevanceOf(link('/indicadores.html', 'Indicadores-chave'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Os nossos números'))).toBe(8);
    expect(relevanceOf(link('/partes-interessadas.html', 'Partes interessadas'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Stakeholder engagement'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Centros produtores'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Fornecedores'))).toBe(2);
    // A Danish, Swedish or Norwegian menu: 'æ' is spelt 'ae' in the address and folded so in the text.
    expect(relevanceOf(link('/baeredygtighed.html', 'Bæredygtighed'))).toBe(10);
    expect(relevanceOf(link('/p9', 'Hållbarhet'))).toBe(10);
    expect(relevanceOf(link('/p9', 'Bærekraft'))).toBe(10);
    expect(relevanceOf(link('/om-os.html', 'Om os'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Om koncernen'))).toBe(5);
    expect(relevanceOf(link('/interessenter.html', 'Dialog med interessenter'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Nyckeltal'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Vores lokationer'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Leverandører'))).toBe(2);
    expect(relevanceOf(link('/what-we-make'))).toBe(1);
    // A Swedish menu: sustainability, key figures, stakeholder dialogue, plants, certificates.
    expect(relevanceOf(link('/hallbarhet.html', 'Hållbarhet'))).toBe(10);
    expect(relevanceOf(link('/nyckeltal.html', 'Nyckeltal'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Miljö och klimat'))).toBe(8);
    expect(relevanceOf(link('/intressenter.html', 'Dialog med intressenter'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Våra anläggningar'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Certifikat'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Om företaget'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Lediga jobb'))).toBe(3);
    // An Italian fashion or retail menu: 'Azienda' alone is the about page, 'I nostri negozi' or 'Punti
    // vendita' the stores, 'Filiera' (or 'Catena di fornitura') the supply chain with its named suppliers.
    expect(relevanceOf(link('/azienda.html', 'Azienda'))).toBe(5);
    expect(relevanceOf(link('/negozi.html', 'I nostri negozi'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Punti vendita'))).toBe(5);
    expect(relevanceOf(link('/filiera.html', 'Filiera'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Catena di fornitura'))).toBe(6);
    expect(relevanceOf(link('/widget'))).toBe(0);
    expect(relevanceOf(link('/products/widget'))).toBe(0);
    expect(relevanceOf(link('/message-center'))).toBe(0);
    expect(
      rankCandidates([link('/careers'), link('/news'), link('/csr'), link('/who-we-are')]).map(
        (r) => r.link.url,
      ),
    ).toEqual([
      'https://acme.example/csr',
      'https://acme.example/who-we-are',
      'https://acme.example/careers',
      'https://acme.example/news',
    ]);
  });
});

describe('relevance of the pages that say who the company is', () => {
  it('reads the about page under the names European companies give it', () => {
    for (const [path, text] of [
      ['/unternehmen', 'Unternehmen'],
      ['/p/1', 'Wir über uns'],
      ['/unternehmen/geschichte', ''],
      ['/qui-sommes-nous', 'Qui sommes-nous ?'],
      ['/p/2', "L'entreprise"],
      ['/p/3', 'Le groupe'],
      ['/p/4', 'Notre histoire'],
      ['/chi-siamo', 'Chi siamo'],
      ['/p/5', "L'azienda"],
      ['/p/6', 'La nostra storia'],
      ['/quienes-somos', 'Quiénes somos'],
      ['/p/7', 'La empresa'],
      ['/p/8', 'Ons verhaal'],
      ['/om-oss', 'Om oss'],
      ['/o-nas', 'O nas'],
      ['/p/9', 'Company profile'],
      ['/p/10', 'The group'],
    ]) {
      expect(relevanceOf(link(path!, text)), `${path} ${text}`).toBeGreaterThanOrEqual(3.5);
    }
    // Careers and news pages in other languages are read after them, when slots are left.
    expect(relevanceOf(link('/karriere'))).toBe(3);
    expect(relevanceOf(link('/p11', 'Lavora con noi'))).toBe(3);
    expect(relevanceOf(link('/actualites'))).toBe(1);
    // Not every 'group' or 'story' word: a group booking page and a product are not about the company.
    expect(relevanceOf(link('/group-bookings'))).toBe(0);
    expect(relevanceOf(link('/products/storage-boxes'))).toBe(0);
  });

  it("reads a Polish site's menu: sustainability, key figures, about, stakeholders and sites", () => {
    expect(relevanceOf(link('/zrownowazony-rozwoj.html', 'Zrównoważony rozwój'))).toBe(10);
    expect(relevanceOf(link('/p9', 'Społeczna odpowiedzialność'))).toBeGreaterThanOrEqual(10);
    expect(relevanceOf(link('/kluczowe-dane.html', 'Kluczowe dane'))).toBe(8);
    expect(relevanceOf(link('/p9', 'Firma w liczbach'))).toBe(8);
    expect(relevanceOf(link('/o-firmie.html', 'O firmie'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Relacje z interesariuszami'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Łańcuch dostaw'))).toBe(6);
    expect(relevanceOf(link('/p9', 'Lokalizacje'))).toBe(5);
    expect(relevanceOf(link('/p9', 'Certyfikaty'))).toBe(5);
  });

  it('reads the legal notice, which names the registered office, and still skips privacy and terms', () => {
    for (const path of [
      '/impressum',
      '/legal/imprint',
      '/mentions-legales',
      '/note-legali',
      '/aviso-legal',
    ]) {
      expect(sameSitePage(path, home, [home]), path).toBe(`https://www.acme.example${path}`);
      expect(relevanceOf(link(path)), path).toBe(path.startsWith('/legal/') ? 0.5 : 2);
    }
    for (const path of ['/privacy', '/legal/privacy', '/cookies', '/terms', '/legal']) {
      expect(sameSitePage(path, home, [home]), path).toBeUndefined();
    }
    // A report page in the site's own language is a report ('Rapporto ESG', 'Nachhaltigkeitsbericht').
    expect(relevanceOf(link('/it/rapporto-esg-2025'))).toBe(16);
  });
});

describe('page text', () => {
  it('reads the main content in order, without chrome, scripts or nested duplicates', () => {
    const page = readPageText(
      `<html><head><title>Impact | Acme</title><meta name="description" content="How Acme works."></head><body>
      <header><p>A header paragraph that is long enough to be kept.</p></header>
      <nav><ul><li>A menu item that is long enough to be kept</li></ul></nav>
      <main><h2>Climate</h2><script>var tracking = "a script that is long enough";</script>
      <ul><li><p>Our emissions fell by a third since 2019, as audited.</p></li></ul>
      <p>Short</p><p>Our emissions fell by a third since 2019, as audited.</p></main>
      <footer><p>A footer paragraph that is long enough to be kept.</p></footer></body></html>`,
      6000,
    );
    expect(page).toEqual({
      title: 'Impact | Acme',
      description: 'How Acme works.',
      text: 'Climate\nOur emissions fell by a third since 2019, as audited.',
    });
  });

  it('reads a line break inside a block as a space, so an address card keeps its words apart', () => {
    const page = readPageText(
      `<html><body><main><h3>Inverness</h3>
      <p>Head office<br>14 Longman Drive<br/>Inverness IV1 1SU</p></main></body></html>`,
      6000,
    );
    expect(page.text).toBe('Inverness\nHead office 14 Longman Drive Inverness IV1 1SU');
  });

  it('caps text at a word boundary', () => {
    expect(capText('one two three four', 16)).toBe('one two three');
    expect(capText('one two three four', 12)).toBe('one two thre');
    expect(capText('short', 12)).toBe('short');
  });

  it('makes a title from an address', () => {
    expect(titleFromUrl('https://acme.example/our-esg_report.html')).toBe('Our esg report');
    expect(titleFromUrl('https://acme.example/')).toBe('acme.example');
  });
});

describe('extractive summary', () => {
  it('quotes the sentences that speak of impact, in page order, within the budget', () => {
    const text =
      'Welcome to Acme, the friendly widget maker.\nOur climate target is net zero by 2040 across scopes 1 to 3.\n' +
      'We like widgets a lot, more than most people do.\nAll packaging is recyclable since 2022, as certified.';
    expect(extractiveSummary({ text })).toBe(
      'Our climate target is net zero by 2040 across scopes 1 to 3. All packaging is recyclable since 2022, as certified.',
    );
    expect(extractiveSummary({ text }, 70)).toBe(
      'Our climate target is net zero by 2040 across scopes 1 to 3.',
    );
  });

  it('falls back to the description, then the first sentences, then the first lines', () => {
    const text = 'We make widgets in Ghent for customers in all of Europe.';
    expect(extractiveSummary({ text, description: 'Widgets from Ghent.' })).toBe('Widgets from Ghent.');
    expect(extractiveSummary({ text })).toBe(text);
    expect(extractiveSummary({ text: 'Widgets\nGhent' })).toBe('Widgets · Ghent');
  });

  it('cuts a single overlong sentence with an ellipsis', () => {
    const summary = extractiveSummary({ text: `Our sustainability ${'approach '.repeat(80)}works.` }, 100);
    expect(summary.length).toBeLessThanOrEqual(100);
    expect(summary.endsWith('…')).toBe(true);
  });
});
