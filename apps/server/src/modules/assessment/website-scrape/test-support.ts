import { MockLanguageModelV3 } from 'ai/test';
import { serveFixtureSite } from '../../../../test/fixture-site.js';

type Page = Parameters<typeof serveFixtureSite>[0][string];

export interface RecordedSite {
  url: string;
  /** Every path asked for, in order: to prove what was and was not fetched. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * A fixture site whose pages may name its own address (sitemaps list absolute URLs), recording the
 * paths requested. serveFixtureSite reads `pages[path]` per request, so a recording proxy sees them.
 */
export async function serveRecordedSite(
  build: (origin: string) => Record<string, Page>,
): Promise<RecordedSite> {
  const pages: Record<string, Page> = {};
  const requested: string[] = [];
  const recording = new Proxy(pages, {
    get(target, key) {
      if (typeof key === 'string') requested.push(key);
      return target[key as string];
    },
  });
  const site = await serveFixtureSite(recording);
  Object.assign(pages, build(site.url));
  return { url: site.url, requested, close: site.close };
}

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

const article = (title: string, ...paragraphs: string[]) =>
  html(
    title,
    `<nav><a href="/">Home</a><a href="/shop/cart">Cart</a></nav><main><h1>${title}</h1>${paragraphs
      .map((text) => `<p>${text}</p>`)
      .join(
        '',
      )}</main><footer><p>© Verdant Foods NV — all rights reserved, every single one of them.</p></footer>`,
  );

const xml = (body: string) => ({ body, type: 'application/xml' });

/**
 * A food company's site with robots.txt, a sitemap index, relevant and irrelevant pages, one page
 * robots.txt forbids and one link to another site.
 */
export function companySitePages(origin: string): Record<string, Page> {
  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => `<url><loc>${path.startsWith('http') ? path : origin + path}</loc></url>`)
      .join('')}</urlset>`;
  return {
    '/robots.txt': {
      body: `User-agent: *\nDisallow: /private-esg\n\nSitemap: ${origin}/sitemap_index.xml\n`,
      type: 'text/plain',
    },
    '/sitemap_index.xml': xml(
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-posts.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
    ),
    '/sitemap-pages.xml': xml(
      urlset([
        '/',
        '/sustainability',
        '/sustainability/climate',
        '/esg-report',
        '/private-esg',
        '/impact',
        '/community',
        '/about-us',
        '/careers',
        '/products/blue-widget',
        '/contact',
        '/privacy',
        '/shop/cart',
        'https://other.example/sustainability',
      ]),
    ),
    '/sitemap-posts.xml': xml(urlset(['/blog/2024/03/new-delivery-vans'])),
    '/': html(
      'Verdant Foods | Plant-based meals',
      `<header><nav><a href="/about-us">About us</a><a href="/sustainability">Sustainability</a>
       <a href="/products/blue-widget">Products</a><a href="https://other.example/">Partner</a>
       <a href="mailto:info@verdant.example">Mail</a></nav></header>
       <main><h1>Verdant Foods</h1><p>Verdant Foods cooks plant-based ready meals for European supermarkets.</p>
       <p>Our kitchens in Ghent run on renewable electricity since 2021.</p></main>`,
    ),
    '/sustainability': article(
      'Sustainability at Verdant',
      'We aim to reach net zero emissions across our value chain by 2040, validated by SBTi.',
      'All of our packaging is recyclable and 60% is made from recycled material.',
    ),
    '/sustainability/climate': article(
      'Climate',
      'Our scope 1 and 2 carbon emissions fell by 35% between 2019 and 2024.',
    ),
    '/esg-report': article(
      'ESG report 2024',
      'The 2024 ESG report follows the GRI Standards and covers all our sites.',
    ),
    '/private-esg': article('Internal ESG drafts', 'This draft page must never be read by crawlers at all.'),
    '/impact': article('Our impact', 'Every meal we sell replaces an estimated 400 grams of meat in a diet.'),
    '/community': article(
      'Community',
      'We donate surplus meals to food banks in Ghent and Brussels every week.',
    ),
    '/about-us': article(
      'About Verdant Foods',
      'Verdant Foods was founded in 2011 and employs 320 people in Belgium.',
    ),
    '/careers': article(
      'Careers',
      'Join our team of 320 colleagues who cook with care for people and planet.',
    ),
    '/products/blue-widget': article(
      'Blue widget',
      'A product page that says nothing about the company at all.',
    ),
    '/contact': article('Contact', 'Write to us or call our office during working hours, Monday to Friday.'),
    '/privacy': article('Privacy', 'We process personal data according to the GDPR and Belgian law.'),
    '/blog/2024/03/new-delivery-vans': article('New delivery vans', 'Our new delivery vans are electric.'),
  };
}

/**
 * The AI SDK's mock model as a site reader: asked to choose pages it answers `choose(candidates)`,
 * asked to summarise it answers `summary(prompt)`; `null` makes that kind of call answer invalid JSON.
 */
export function mockSiteReader(options: {
  /** An answer may wait (a promise) so that a test can hold one call until another has been made. */
  choose: ((prompt: string) => string[] | Promise<string[]>) | null;
  summary: ((prompt: string) => string | Promise<string>) | null;
}): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async (call) => {
      const prompt = JSON.stringify(call.prompt);
      const choosing = prompt.includes('Candidate pages');
      const answer = choosing
        ? options.choose && { urls: await options.choose(prompt) }
        : options.summary && { summary: await options.summary(prompt) };
      return {
        content: [{ type: 'text', text: answer ? JSON.stringify(answer) : 'not json' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
}
