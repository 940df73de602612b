import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { html, plainText, redirectTo, startLocalSite, type LocalSite } from '../test-support/local-site.js';
import { FetchRefusedError } from './fetch-refused-error.js';
import { RobotsCache } from './robots.js';
import { IMAGE_CONTENT_TYPES, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

const sites: LocalSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((started) => started.close()));
});

async function startSite(routes: Parameters<typeof startLocalSite>[0]): Promise<LocalSite> {
  const started = await startLocalSite(routes);
  sites.push(started);
  return started;
}

const failToResolve = async (): Promise<string[]> => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

/** Loopback is allowed so the local stand-in site can be reached; a fresh robots cache per test. */
const testOptions = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({
  allowLoopback: true,
  robotsCache: new RobotsCache(),
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

describe('safeFetch', () => {
  it('fetches a page, sending the bot user agent', async () => {
    const local = await startSite({ '/about': html('<h1>Über uns</h1>') });
    const response = await safeFetch(
      local.url('/about'),
      testOptions({ publicUrl: 'https://impact.example/' }),
    );
    expect(response).toMatchObject({ url: local.url('/about'), status: 200, contentType: 'text/html' });
    expect(response.text()).toBe('<h1>Über uns</h1>');
    expect(local.userAgents).toEqual([
      'ImpactStudioBot/1.0 (+https://impact.example/bot)',
      'ImpactStudioBot/1.0 (+https://impact.example/bot)',
    ]);
  });

  it('refuses the loopback address without allowLoopback', async () => {
    const error = await refusal(safeFetch('http://127.0.0.1/', { robotsCache: new RobotsCache() }));
    expect(error.code).toBe('address-not-allowed');
    expect(error.message).toBe(
      'Refused to fetch http://127.0.0.1/: the address 127.0.0.1 is a private or reserved network address',
    );
  });

  it('refuses a local site on its own port without allowLoopback, naming the port, before connecting', async () => {
    const local = await startSite({ '/': html('secret') });
    const error = await refusal(safeFetch(local.url('/'), { robotsCache: new RobotsCache() }));
    expect(error.code).toBe('port-not-allowed');
    expect(error.message).toBe(
      `Refused to fetch ${local.url('/')}: port ${new URL(local.origin).port} is not allowed, only the web's ports 80 and 443`,
    );
    expect(local.requests).toEqual([]);
  });

  it('refuses the cloud metadata address even with allowLoopback', async () => {
    const error = await refusal(safeFetch('http://169.254.169.254/latest/meta-data/', testOptions()));
    expect(error.message).toBe(
      'Refused to fetch http://169.254.169.254/latest/meta-data/: the address 169.254.169.254 is a private or reserved network address',
    );
  });

  it('refuses the IPv6 loopback address', async () => {
    const error = await refusal(safeFetch('http://[::1]/', { robotsCache: new RobotsCache() }));
    expect(error.message).toBe(
      'Refused to fetch http://[::1]/: the address ::1 is a private or reserved network address',
    );
  });

  it('refuses a public-looking name that resolves to a private address, without connecting', async () => {
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return ['93.184.215.14', '10.0.0.5'];
    };
    const error = await refusal(safeFetch('https://intranet.example.com/', { resolve }));
    expect(asked).toEqual(['intranet.example.com']);
    expect(error.code).toBe('address-not-allowed');
    expect(error.message).toBe(
      'Refused to fetch https://intranet.example.com/: intranet.example.com resolves to 10.0.0.5, a private or reserved network address',
    );
  });

  it('connects to the vetted address while sending the real host name', async () => {
    const hosts: string[] = [];
    const local = await startSite({
      '/': (request, response) => {
        hosts.push(request.headers.host ?? '');
        html('pinned')(request, response);
      },
    });
    const port = new URL(local.origin).port;
    // company.test cannot resolve anywhere: reaching the page proves the vetted address was used.
    const response = await safeFetch(
      `http://company.test:${port}/`,
      testOptions({ resolve: async () => ['127.0.0.1'] }),
    );
    expect(response.text()).toBe('pinned');
    expect(hosts).toEqual([`company.test:${port}`]);
  });

  it('refuses a website on another port than 80 or 443, naming the port, before any DNS query', async () => {
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return ['93.184.215.14'];
    };
    const error = await refusal(safeFetch('http://example-host:8080/', { resolve }));
    expect(error.code).toBe('port-not-allowed');
    expect(error.message).toBe(
      "Refused to fetch http://example-host:8080/: port 8080 is not allowed, only the web's ports 80 and 443",
    );
    expect(asked).toEqual([]);
  });

  it('keeps the port rule for public addresses when loopback is allowed (the switch opens loopback only)', async () => {
    const error = await refusal(
      safeFetch('https://example-host:8443/', testOptions({ resolve: async () => ['93.184.215.14'] })),
    );
    expect(error.code).toBe('port-not-allowed');
    expect(error.message).toContain('port 8443 is not allowed');
  });

  it('refuses a redirect to another port, naming the page that sent us there', async () => {
    const local = await startSite({ '/go': redirectTo('http://example-host:2375/containers/json') });
    const publicHost = testOptions({ resolve: async () => ['93.184.215.14'] });
    const error = await refusal(safeFetch(local.url('/go'), publicHost));
    expect(error.code).toBe('port-not-allowed');
    expect(error.message).toBe(
      `Refused to fetch http://example-host:2375/containers/json: port 2375 is not allowed, only the web's ports 80 and 443 (redirected from ${local.url('/go')})`,
    );
  });

  it('reports a name that does not resolve', async () => {
    const error = await refusal(safeFetch('https://no-such-company.example/', { resolve: failToResolve }));
    expect(error.code).toBe('dns-failed');
    expect(error.message).toBe(
      'The site no-such-company.example could not be found (its name does not resolve)',
    );
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://10.0.0.1/admin', '10.0.0.1'],
  ])('refuses a redirect to %s', async (target, address) => {
    const local = await startSite({ '/go': redirectTo(target) });
    const error = await refusal(safeFetch(local.url('/go'), testOptions()));
    expect(error.code).toBe('address-not-allowed');
    expect(error.message).toBe(
      `Refused to fetch ${target}: the address ${address} is a private or reserved network address (redirected from ${local.url('/go')})`,
    );
  });

  it('refuses a redirect to a file: URL', async () => {
    const local = await startSite({ '/go': redirectTo('file:///etc/passwd') });
    const error = await refusal(safeFetch(local.url('/go'), testOptions()));
    expect(error.message).toBe(
      `Refused to fetch file:///etc/passwd: only http and https addresses can be fetched, not file: (redirected from ${local.url('/go')})`,
    );
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['ftp://ftp.example.com/report.pdf', 'ftp:'],
    ['gopher://example.com/1', 'gopher:'],
    ['data:text/html,<h1>hi</h1>', 'data:'],
    ['javascript:alert(1)', 'javascript:'],
  ])('refuses %s, naming the scheme', async (url, scheme) => {
    const error = await refusal(safeFetch(url, testOptions()));
    expect(error.code).toBe('scheme-not-allowed');
    expect(error.message).toBe(
      `Refused to fetch ${url}: only http and https addresses can be fetched, not ${scheme}`,
    );
  });

  it('refuses something that is not a web address', async () => {
    const error = await refusal(safeFetch('not a url', testOptions()));
    expect(error.message).toBe('Refused to fetch not a url: it is not a valid web address');
  });

  it('stops reading a body that grows beyond the cap', async () => {
    const local = await startSite({
      '/big': (_request, response) => {
        // No Content-Length: the cap has to be enforced while streaming.
        response.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 8; i += 1) response.write('x'.repeat(512));
        response.end();
      },
    });
    const error = await refusal(safeFetch(local.url('/big'), testOptions({ maxBytes: 1024 })));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe(`The response from ${local.url('/big')} is larger than 1 KiB`);
  });

  it('refuses a declared Content-Length over the cap at once, with the default 2 MiB cap', async () => {
    const local = await startSite({
      '/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        response.write('<html>');
      },
    });
    const error = await refusal(safeFetch(local.url('/huge'), testOptions()));
    expect(error.message).toBe(`The response from ${local.url('/huge')} is larger than 2 MiB`);
  });

  it('counts the decompressed size, so a compression bomb cannot pass the cap', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024, 'a'));
    const local = await startSite({
      '/bomb': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
      },
    });
    expect(bomb.length).toBeLessThan(1024);
    const error = await refusal(safeFetch(local.url('/bomb'), testOptions({ maxBytes: 16 * 1024 })));
    expect(error.message).toBe(`The response from ${local.url('/bomb')} is larger than 16 KiB`);
  });

  it('decodes a gzip-compressed page', async () => {
    const local = await startSite({
      '/': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync('<p>compressed</p>'));
      },
    });
    const response = await safeFetch(local.url('/'), testOptions());
    expect(response.text()).toBe('<p>compressed</p>');
  });

  it('gives up on a server slower than the total timeout', async () => {
    const local = await startSite({
      // Never answers: only the total timeout can end the fetch, however slow the machine is.
      '/slow': () => {},
    });
    const error = await refusal(safeFetch(local.url('/slow'), testOptions({ totalTimeoutMs: 200 })));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`The site ${local.url('/slow')} did not answer within 0.2 seconds`);
  });

  it('applies the connect timeout to connecting only, not to a slow answer', async () => {
    const local = await startSite({
      '/': (_request, response) => {
        setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('worth the wait'), 300);
      },
    });
    const response = await safeFetch(local.url('/'), testOptions({ connectTimeoutMs: 100 }));
    expect(response.text()).toBe('worth the wait');
  });

  it('reports a site that refuses the connection', async () => {
    const local = await startSite({});
    await local.close();
    const error = await refusal(safeFetch(local.url('/'), testOptions()));
    expect(error.code).toBe('connect-failed');
    expect(error.message).toBe(`The site ${new URL(local.origin).host} could not be reached (ECONNREFUSED)`);
  });

  it('refuses a content type the caller did not accept, without reading the body', async () => {
    const local = await startSite({
      '/logo.png': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      },
    });
    const error = await refusal(safeFetch(local.url('/logo.png'), testOptions()));
    expect(error.code).toBe('content-type-not-allowed');
    expect(error.message).toBe(
      `The response from ${local.url('/logo.png')} is image/png, which is not accepted here (accepted: text/html, application/xhtml+xml)`,
    );

    const logo = await safeFetch(local.url('/logo.png'), testOptions({ contentTypes: IMAGE_CONTENT_TYPES }));
    expect(logo.contentType).toBe('image/png');
    expect(logo.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('returns an error page as it is, for the caller to judge', async () => {
    const local = await startSite({});
    const response = await safeFetch(local.url('/missing'), testOptions());
    expect(response.status).toBe(404);
    expect(response.text()).toBe('Not found');
  });

  it('follows a normal redirect and reports the final address', async () => {
    const local = await startSite({
      '/old': redirectTo('/new', 301),
      '/new': html('<p>moved here</p>'),
    });
    const response = await safeFetch(local.url('/old'), testOptions());
    expect(response.url).toBe(local.url('/new'));
    expect(response.text()).toBe('<p>moved here</p>');
  });

  it('stops after five redirects', async () => {
    const routes = Object.fromEntries(
      Array.from({ length: 7 }, (_unused, hop) => [`/hop${hop}`, redirectTo(`/hop${hop + 1}`)]),
    );
    const local = await startSite(routes);
    const error = await refusal(safeFetch(local.url('/hop0'), testOptions()));
    expect(error.code).toBe('too-many-redirects');
    expect(error.message).toBe(`Refused to fetch ${local.url('/hop0')}: it redirected more than 5 times`);
  });

  it('decodes a latin1 page by its declared charset', async () => {
    const local = await startSite({
      '/': (_request, response) => {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
          .end(Buffer.from('<p>Société</p>', 'latin1'));
      },
    });
    const response = await safeFetch(local.url('/'), testOptions());
    expect(response.text()).toBe('<p>Société</p>');
  });
});

describe('safeFetch and robots.txt', () => {
  it('refuses a path robots.txt disallows, and asks for robots.txt once per origin', async () => {
    const local = await startSite({
      '/robots.txt': plainText('User-agent: *\nDisallow: /private\n'),
      '/': html('home'),
      '/private/board': html('minutes'),
    });
    const options = testOptions();
    await safeFetch(local.url('/'), options);
    const error = await refusal(safeFetch(local.url('/private/board'), options));
    expect(error.code).toBe('robots-disallowed');
    expect(error.message).toBe(`Robots.txt of ${local.origin} does not allow fetching /private/board`);
    expect(local.requests).toEqual(['/robots.txt', '/']);
  });

  it('obeys rules written for our bot by name', async () => {
    const local = await startSite({
      '/robots.txt': plainText('User-agent: ImpactStudioBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'),
      '/': html('home'),
    });
    const error = await refusal(safeFetch(local.url('/'), testOptions()));
    expect(error.message).toBe(`Robots.txt of ${local.origin} does not allow fetching /`);
  });

  it('treats a robots.txt server error as a disallow', async () => {
    const local = await startSite({ '/robots.txt': plainText('down', 503), '/': html('home') });
    const error = await refusal(safeFetch(local.url('/'), testOptions()));
    expect(error.message).toBe(
      `Robots.txt of ${local.origin} could not be read (status 503), so fetching / is not allowed`,
    );
  });

  it('checks robots.txt of the site a redirect leads to', async () => {
    const target = await startSite({
      '/robots.txt': plainText('User-agent: *\nDisallow: /\n'),
      '/': html('x'),
    });
    const local = await startSite({ '/go': redirectTo(target.url('/')) });
    const error = await refusal(safeFetch(local.url('/go'), testOptions()));
    expect(error.message).toBe(`Robots.txt of ${target.origin} does not allow fetching /`);
  });
});
