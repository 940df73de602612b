import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { jsonLdCompanyPages, serveFixtureSite, type FixtureSite } from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

// Without the loopback switch: the server as deployed, where only ports 80 and 443 are reached.
let t: TestApp;
let user: TestUser;
let site: FixtureSite;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  site = await serveFixtureSite(jsonLdCompanyPages);
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const enrich = (domain: string) =>
  t.request({ method: 'POST', url: '/api/agent/company-enrichment', token: user.token, payload: { domain } });

describe('websites a user gives are read on ports 80 and 443 only', () => {
  it('refuses http://example-host.com:8080/ with the port named, storing nothing', async () => {
    const before = await countRows(t, 'clients', 'logo_files');
    const response = await enrich('http://example-host.com:8080/');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Refused to fetch http://example-host.com:8080/: port 8080 is not allowed, only the web's ports 80 and 443",
    );
    expect(await countRows(t, 'clients', 'logo_files')).toEqual(before);
  });

  it('refuses the fixture site on its random port without asking it anything', async () => {
    const port = new URL(site.url).port;
    const response = await enrich(`${site.url}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(`port ${port} is not allowed`);
    expect(site.requests).toEqual([]);
  });

  it('refuses it in a domain search as well', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clients/perplexity-search?type=domain&q=${encodeURIComponent('example-host.com:8443')}`,
      token: user.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('port 8443 is not allowed');
  });
});
