// A company's website on 127.0.0.1 for the browser tests: schema.org JSON-LD on the home page and an
// about page, as a real small company might publish them.
import { createServer } from 'node:http';

export const COMPANY_SITE_PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
export const COMPANY_SITE_URL = `http://127.0.0.1:${COMPANY_SITE_PORT}`;
const PAGE_DELAY_MS = 700;

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Verdant Foods NV',
  description: 'Verdant Foods makes plant-based ready meals for European supermarkets.',
  foundingDate: '2011',
  numberOfEmployees: { '@type': 'QuantitativeValue', value: 320 },
  address: { '@type': 'PostalAddress', addressLocality: 'Ghent', addressCountry: 'Belgium' },
};

const pages = {
  '/': `<!doctype html><html><head><title>Verdant Foods | Home</title>
    <meta name="description" content="Plant-based ready meals made in Ghent.">
    <script type="application/ld+json">${JSON.stringify(organization)}</script></head>
    <body><a href="/about-us">About us</a><p>Welcome to Verdant Foods, where vegetables come first.</p></body></html>`,
  '/about-us': `<!doctype html><html><head><title>About Verdant</title></head><body><main>
    <p>Our kitchen team of more than 300 people cooks every day in our Ghent plant.</p>
    <p>We run a mentoring programme for young people in local schools.</p></main></body></html>`,
};

/**
 * A second company under /closed/: its site answers 404 until a test opens it (POST /__open), so an
 * assessment started before then leaves the website step missing, and a resumed one completes it.
 */
let closedSiteOpen = false;
const closedSite = {
  '/closed/': `<!doctype html><html><head><title>Harbor Ceramics | Home</title></head><body><main>
    <h1>Harbor Ceramics</h1><p>Harbor Ceramics makes tableware in Porto from recycled clay.</p>
    <p>We are a certified B Corporation since 2022.</p></main></body></html>`,
};

export function serveCompanySite() {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'POST' && path === '/__open') {
      closedSiteOpen = true;
      return void response.writeHead(204).end();
    }
    if (path.startsWith('/closed/')) {
      const closedPage = closedSiteOpen ? closedSite[path] : undefined;
      if (closedPage === undefined)
        return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(closedPage);
    }
    // A real site takes a moment to answer: long enough to watch an assessment read it.
    const page = pages[path];
    if (page !== undefined) {
      return void setTimeout(
        () => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
        PAGE_DELAY_MS,
      );
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve) => server.listen(COMPANY_SITE_PORT, '127.0.0.1', () => resolve(server)));
}
