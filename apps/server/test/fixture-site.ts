import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real website on 127.0.0.1 serving fixed pages: path → HTML (or { status, body, type }). */
export interface FixtureSite {
  url: string;
  /** The paths asked for, in order: a test can tell whether (and how often) the server fetched. */
  requests: string[];
  close(): Promise<void>;
}

type Page = string | { status?: number; body: string | Buffer; type?: string };

export async function serveFixtureSite(pages: Record<string, Page>): Promise<FixtureSite> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    const page = pages[path];
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const {
      status = 200,
      body,
      type = 'text/html; charset=utf-8',
    } = typeof page === 'string' ? { body: page } : page;
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A company site with schema.org JSON-LD on the home page and an about page with plain statements. */
export const jsonLdCompanyPages = {
  '/': `<!doctype html><html><head><title>Verdant Foods | Home</title>
    <meta name="description" content="Plant-based ready meals made in Ghent.">
    <meta property="og:site_name" content="Verdant Foods">
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Verdant website' },
        {
          '@type': 'Organization',
          name: 'Verdant Foods NV',
          description: 'Verdant Foods makes plant-based ready meals for European supermarkets.',
          foundingDate: '2011-03-01',
          numberOfEmployees: { '@type': 'QuantitativeValue', value: 320 },
          address: { '@type': 'PostalAddress', addressLocality: 'Ghent', addressCountry: 'Belgium' },
        },
      ],
    })}</script></head>
    <body><a href="/about-us">About us</a><p>Welcome to Verdant Foods, where vegetables come first.</p></body></html>`,
  '/about-us': `<!doctype html><html><head><title>About Verdant</title></head><body><main>
    <p>Our kitchen team of more than 300 people cooks every day in our Ghent plant.</p></main></body></html>`,
};

/** A site with only meta tags, and an about page that states founding year, headquarters and staff. */
export const metaOnlyPages = {
  '/': `<!doctype html><html><head><title>Northwind Advisory – Strategy for growing firms</title>
    <meta name="description" content="Northwind Advisory helps family businesses plan their succession.">
    </head><body><nav><a href="/who-we-are">Who we are</a></nav><p>Advice for family businesses across Flanders.</p></body></html>`,
  '/who-we-are': `<!doctype html><html><head><title>Who we are</title></head><body><main>
    <p>Northwind Advisory was founded in 1994 and is headquartered in Antwerp, Belgium.</p>
    <p>Today our 45 employees advise more than two hundred family businesses a year.</p></main></body></html>`,
};

/** A site that says nothing about the company. */
export const emptyPages = {
  '/': '<!doctype html><html><head></head><body><p>Under construction</p></body></html>',
};
