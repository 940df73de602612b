// Serves one corpus website on 127.0.0.1 as a web server would: /x answers x.html, x/index.html or the
// file x; _redirects (Netlify style: "from to status") answers redirects; the site's own absolute
// addresses (https://www.<domain>) are rewritten to the served address in text responses, as DNS
// would send them here. Every path asked for is recorded.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedSite {
  url: string;
  /** Every path requested, in order (to check that robots.txt was obeyed). */
  requested: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const TEXT = /^(?:text\/|application\/xml)/;

function redirectsOf(siteDir: string): Map<string, { to: string; status: number }> {
  const file = path.join(siteDir, '_redirects');
  const rules = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) rules.set(from, { to, status: Number(status ?? 301) });
  }
  return rules;
}

/** The file a path names inside the site, or undefined (never outside it, never _redirects). */
function fileFor(siteDir: string, pagePath: string): string | undefined {
  const relative = pagePath.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates =
    relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html'), relative];
  for (const candidate of candidates) {
    const file = path.resolve(siteDir, candidate);
    if (!file.startsWith(path.resolve(siteDir) + path.sep) || path.basename(file) === '_redirects') continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export async function serveSite(siteDir: string, domain: string): Promise<ServedSite> {
  const redirects = redirectsOf(siteDir);
  const requested: string[] = [];
  const ownAddress = new RegExp(`https?://(?:www\\.)?${domain.replace(/\./g, '\\.')}`, 'g');
  let origin = '';
  const server = createServer((request, response) => {
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    requested.push(pagePath);
    const redirect = redirects.get(pagePath);
    if (redirect) {
      response.writeHead(redirect.status, { location: redirect.to }).end();
      return;
    }
    const file = fileFor(siteDir, pagePath);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Not found</h1>');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const bytes = readFileSync(file);
    const body = TEXT.test(type) ? bytes.toString('utf8').replace(ownAddress, origin) : bytes;
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The paths a robots.txt disallows for every crawler (User-agent: *), as prefixes. */
export function disallowedPaths(siteDir: string): string[] {
  const file = path.join(siteDir, 'robots.txt');
  if (!existsSync(file)) return [];
  let applies = false;
  const paths: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [key = '', value = ''] = line.split(/:(.*)/).map((part) => part.trim());
    if (/^user-agent$/i.test(key)) applies = value === '*';
    else if (applies && /^disallow$/i.test(key) && value) paths.push(value);
  }
  return paths;
}
