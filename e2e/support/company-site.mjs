// A company's website on 127.0.0.1 for the browser tests: schema.org JSON-LD on the home page and an
// about page, as a real small company might publish them.
import { createServer } from 'node:http';

export const COMPANY_SITE_PORT = 3212;
export const COMPANY_SITE_URL = `http://127.0.0.1:${COMPANY_SITE_PORT}`;

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
    <p>Our kitchen team of more than 300 people cooks every day in our Ghent plant.</p></main></body></html>`,
};

export function serveCompanySite() {
  const server = createServer((request, response) => {
    const page = pages[(request.url ?? '/').split('?')[0]];
    if (page === undefined)
      return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise((resolve) => server.listen(COMPANY_SITE_PORT, '127.0.0.1', () => resolve(server)));
}
