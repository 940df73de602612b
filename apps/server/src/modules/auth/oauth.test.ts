import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, oauthStates, userIdentities, users } from '../../db/schema.js';
import { countRows, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** A real OAuth 2 server on 127.0.0.1 that plays both Google and LinkedIn. */
const provider = new OAuth2Server();

/** What the provider's userinfo endpoint answers next; each test sets its own person. */
let userinfo: Record<string, unknown> = {};
/** What our server sent to, and received from, the token endpoint on its last exchange. */
let lastTokenRequest: Record<string, string> = {};
let lastProviderAccessToken = '';

let t: TestApp;
beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = userinfo;
  });
  provider.service.on(
    'beforeResponse',
    (response: { body: { access_token?: string } }, request: { body: Record<string, string> }) => {
      lastTokenRequest = { ...request.body };
      lastProviderAccessToken = response.body.access_token ?? '';
    },
  );
  const issuer = provider.issuer.url!;
  const endpoints = (prefix: 'GOOGLE' | 'LINKEDIN') => ({
    [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
    [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client-id',
    GOOGLE_CLIENT_SECRET: 'google-client-secret',
    ...endpoints('GOOGLE'),
    LINKEDIN_CLIENT_ID: 'linkedin-client-id',
    LINKEDIN_CLIENT_SECRET: 'linkedin-client-secret',
    ...endpoints('LINKEDIN'),
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
afterEach(() => {
  provider.service.removeAllListeners('beforeAuthorizeRedirect');
});

type Provider = 'google' | 'linkedin';

/** A person at the provider, unique per test so sign-ins never collide. */
function person(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    sub: `sub-${id}`,
    email: `person-${id}@example.com`,
    email_verified: true,
    name: `Person ${id}`,
    picture: `https://images.example.com/${id}.png`,
    ...overrides,
  };
}

/** GET /api/connect/:provider; returns the provider's sign-in URL it redirects to. */
async function start(name: Provider): Promise<URL> {
  const response = await t.request({ method: 'GET', url: `/api/connect/${name}` });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** Signs in at the provider (the mock approves at once) and returns where it sends the browser back. */
async function approveAtProvider(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** Delivers the provider's redirect to our callback; returns where our server sends the browser. */
async function callback(providerRedirect: URL, name?: Provider): Promise<URL> {
  const pathname = name ? `/api/connect/${name}/callback` : providerRedirect.pathname;
  const response = await t.request({ method: 'GET', url: `${pathname}${providerRedirect.search}` });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** The whole browser round trip; returns the web app's redirect URL. */
async function signIn(name: Provider, who: Record<string, unknown>): Promise<URL> {
  userinfo = who;
  return callback(await approveAtProvider(await start(name)));
}

const redeem = (name: Provider, accessToken: string) =>
  t.request({
    method: 'GET',
    url: `/api/auth/${name}/callback?access_token=${encodeURIComponent(accessToken)}`,
  });

const INVALID_LINK = 'This sign-in link is invalid or has expired. Please sign in again.';

describe('GET /api/auth/providers', () => {
  it('reports both providers when both are configured', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: true, linkedin: true });
  });
});

describe('GET /api/connect/:provider', () => {
  it("redirects to Google's sign-in page with state, an S256 code challenge and our callback", async () => {
    const before = await countRows(t, 'oauth_states');
    const url = await start('google');
    expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('google-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/api/connect/google/callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    // The state is remembered for the callback.
    const [saved] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, url.searchParams.get('state')!));
    expect(saved).toMatchObject({ provider: 'google' });
    expect(await countRows(t, 'oauth_states')).toEqual({ oauth_states: before.oauth_states! + 1 });
  });

  it('redirects to LinkedIn with a state but no code challenge', async () => {
    const url = await start('linkedin');
    expect(url.searchParams.get('client_id')).toBe('linkedin-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/api/connect/linkedin/callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('code_challenge_method')).toBe(false);
  });

  it('gives every sign-in its own state', async () => {
    const first = await start('google');
    const second = await start('google');
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.searchParams.get('code_challenge')).not.toBe(second.searchParams.get('code_challenge'));
  });
});

describe('signing in with Google', () => {
  it('creates the user from the userinfo and signs them in; a second sign-in finds the same user', async () => {
    const who = person({ email: 'New.Googler@Example.com', name: 'New Googler' });
    const usersBefore = await countRows(t, 'users');
    const webRedirect = await signIn('google', who);

    expect(webRedirect.origin + webRedirect.pathname).toBe('http://app.test/connect/google/redirect');
    expect([...webRedirect.searchParams.keys()]).toEqual(['access_token']);
    const code = webRedirect.searchParams.get('access_token')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    // Our server exchanged the code with the PKCE verifier and its exact callback address...
    expect(lastTokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://app.test/api/connect/google/callback',
      client_id: 'google-client-id',
    });
    expect(lastTokenRequest.code_verifier).toMatch(/^[\w-]{43,128}$/);
    // ...and the provider's own token never reaches the browser.
    expect(lastProviderAccessToken.length).toBeGreaterThan(20);
    expect(webRedirect.toString()).not.toContain(lastProviderAccessToken);
    expect(code).not.toBe(lastProviderAccessToken);

    const response = await redeem('google', code);
    expect(response.statusCode).toBe(200);
    const { jwt, user } = response.json();
    expect(user).toMatchObject({
      email: 'new.googler@example.com',
      username: 'newgoogler',
      fullName: 'New Googler',
      provider: 'google',
      confirmed: true,
      avatarUrl: who.picture,
      role: { name: 'Authenticated' },
    });
    expect(await countRows(t, 'users')).toEqual({ users: usersBefore.users! + 1 });
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: jwt });
    expect(me.json().id).toBe(user.id);

    // Again, even with a changed e-mail at the provider: the provider's subject identifies the person.
    const again = await signIn('google', { ...who, email: 'changed-address@example.com' });
    const second = await redeem('google', again.searchParams.get('access_token')!);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(user.id);
    expect(await countRows(t, 'users')).toEqual({ users: usersBefore.users! + 1 });
  });

  it('refuses to replay the single-use code', async () => {
    const code = (await signIn('google', person())).searchParams.get('access_token')!;
    expect((await redeem('google', code)).statusCode).toBe(200);
    const replay = await redeem('google', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: INVALID_LINK },
    });
  });

  it('refuses a code older than one minute', async () => {
    const who = person();
    const code = (await signIn('google', who)).searchParams.get('access_token')!;
    const [created] = await t.db.select().from(users).where(eq(users.email, who.email));
    await t.db
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.userId, created!.id));
    const response = await redeem('google', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_LINK);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.userId, created!.id));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses an unknown code', async () => {
    const response = await redeem('google', 'never-issued-code');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_LINK);
  });

  it('refuses a request without access_token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/google/callback' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('access_token is required');
  });

  it('refuses a Google code on the LinkedIn exchange, and does not spend it', async () => {
    const code = (await signIn('google', person())).searchParams.get('access_token')!;
    const wrongProvider = await redeem('linkedin', code);
    expect(wrongProvider.statusCode).toBe(400);
    expect(wrongProvider.json().error.message).toBe(INVALID_LINK);
    expect((await redeem('google', code)).statusCode).toBe(200);
  });

  it('sends the browser back with an error for an unknown state, and creates nobody', async () => {
    userinfo = person();
    const providerRedirect = await approveAtProvider(await start('google'));
    providerRedirect.searchParams.set('state', 'a-state-we-never-issued');
    const before = await countRows(t, 'users', 'login_codes');
    const webRedirect = await callback(providerRedirect);
    expect(webRedirect.toString()).toBe('http://app.test/connect/google/redirect?error=sign_in_failed');
    expect(await countRows(t, 'users', 'login_codes')).toEqual(before);
  });

  it('spends the state: the same provider redirect delivered twice fails the second time', async () => {
    userinfo = person();
    const providerRedirect = await approveAtProvider(await start('google'));
    const first = await callback(providerRedirect);
    expect(first.searchParams.has('access_token')).toBe(true);
    const second = await callback(providerRedirect);
    expect(second.toString()).toBe('http://app.test/connect/google/redirect?error=sign_in_failed');
  });

  it('refuses an expired state', async () => {
    userinfo = person();
    const providerRedirect = await approveAtProvider(await start('google'));
    await t.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthStates.state, providerRedirect.searchParams.get('state')!));
    const webRedirect = await callback(providerRedirect);
    expect(webRedirect.searchParams.get('error')).toBe('sign_in_failed');
  });

  it("refuses Google's state and code delivered to the LinkedIn callback", async () => {
    userinfo = person();
    const providerRedirect = await approveAtProvider(await start('google'));
    const before = await countRows(t, 'users', 'login_codes');
    const webRedirect = await callback(providerRedirect, 'linkedin');
    expect(webRedirect.toString()).toBe('http://app.test/connect/linkedin/redirect?error=sign_in_failed');
    expect(await countRows(t, 'users', 'login_codes')).toEqual(before);
  });

  it('passes on a refusal at the provider without a code', async () => {
    const webRedirect = await callback(
      new URL('http://app.test/api/connect/google/callback?error=access_denied'),
    );
    expect(webRedirect.toString()).toBe('http://app.test/connect/google/redirect?error=access_denied');
    const missing = await callback(new URL('http://app.test/api/connect/google/callback?state=x'));
    expect(missing.toString()).toBe('http://app.test/connect/google/redirect?error=missing_code');
  });

  it('fails cleanly when the token exchange is refused', async () => {
    userinfo = person();
    provider.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const before = await countRows(t, 'users', 'login_codes');
    const webRedirect = await callback(await approveAtProvider(await start('google')));
    expect(webRedirect.searchParams.get('error')).toBe('sign_in_failed');
    expect(await countRows(t, 'users', 'login_codes')).toEqual(before);
  });

  it('fails cleanly when the provider shares no e-mail for a new person', async () => {
    const before = await countRows(t, 'users', 'user_identities');
    const webRedirect = await signIn('google', { sub: `sub-${randomBytes(4).toString('hex')}` });
    expect(webRedirect.searchParams.get('error')).toBe('sign_in_failed');
    expect(await countRows(t, 'users', 'user_identities')).toEqual(before);
  });
});

describe('linking to an existing local account', () => {
  it('refuses to link when the provider has not verified the e-mail', async () => {
    const local = await createUser(t, { email: 'unverified-owner@example.com' });
    const before = await countRows(t, 'users', 'user_identities', 'login_codes');
    const webRedirect = await signIn(
      'google',
      person({ email: 'unverified-owner@example.com', email_verified: false }),
    );
    expect(webRedirect.toString()).toBe('http://app.test/connect/google/redirect?error=sign_in_failed');
    expect(await countRows(t, 'users', 'user_identities', 'login_codes')).toEqual(before);
    const identities = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, local.id));
    expect(identities).toEqual([]);
  });

  it('refuses to link when the provider does not say whether the e-mail is verified', async () => {
    await createUser(t, { email: 'silent-owner@example.com' });
    const who = person({ email: 'silent-owner@example.com' });
    delete (who as { email_verified?: boolean }).email_verified;
    const webRedirect = await signIn('google', who);
    expect(webRedirect.searchParams.get('error')).toBe('sign_in_failed');
  });

  it.each([true, 'true'])('links the provider to the account when email_verified is %j', async (verified) => {
    const email = `verified-owner-${typeof verified}@example.com`;
    const local = await createUser(t, { email, password: 'local-password' });
    const who = person({ email: email.toUpperCase(), email_verified: verified });
    const before = await countRows(t, 'users');
    const webRedirect = await signIn('google', who);
    const response = await redeem('google', webRedirect.searchParams.get('access_token')!);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: local.id, email, provider: 'local' });
    expect(await countRows(t, 'users')).toEqual(before);
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.providerUserId, who.sub)));
    expect(identities).toEqual([expect.objectContaining({ userId: local.id })]);
    // The local password keeps working.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: email, password: 'local-password' },
      remoteAddress: '10.5.0.1',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('signing in with LinkedIn', () => {
  it('completes without PKCE and signs the person in', async () => {
    const who = person({ name: 'Linked Person' });
    const webRedirect = await signIn('linkedin', who);
    expect(webRedirect.origin + webRedirect.pathname).toBe('http://app.test/connect/linkedin/redirect');
    expect(lastTokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://app.test/api/connect/linkedin/callback',
      client_id: 'linkedin-client-id',
      client_secret: 'linkedin-client-secret',
    });
    expect(lastTokenRequest).not.toHaveProperty('code_verifier');
    expect(webRedirect.toString()).not.toContain(lastProviderAccessToken);

    const code = webRedirect.searchParams.get('access_token')!;
    expect((await redeem('google', code)).statusCode).toBe(400);
    const response = await redeem('linkedin', code);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: who.email, provider: 'linkedin' });
  });

  it('keeps identities per provider: the same subject at Google is another person', async () => {
    const sub = `shared-${randomBytes(4).toString('hex')}`;
    const onLinkedIn = person({ sub });
    const onGoogle = person({ sub });
    const linked = await redeem(
      'linkedin',
      (await signIn('linkedin', onLinkedIn)).searchParams.get('access_token')!,
    );
    const googled = await redeem(
      'google',
      (await signIn('google', onGoogle)).searchParams.get('access_token')!,
    );
    expect(linked.json().user.email).toBe(onLinkedIn.email);
    expect(googled.json().user.email).toBe(onGoogle.email);
    expect(linked.json().user.id).not.toBe(googled.json().user.id);
  });
});

describe('providers that are not configured or do not exist', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({
      LINKEDIN_CLIENT_ID: 'linkedin-only-id',
      LINKEDIN_CLIENT_SECRET: 'linkedin-only-secret',
    });
  });
  afterAll(() => bare.close());

  it('reports only the configured provider', async () => {
    const response = await bare.request({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false, linkedin: true });
  });

  it.each([
    '/api/connect/google',
    '/api/connect/google/callback?code=x&state=y',
    '/api/auth/google/callback?access_token=abc',
  ])('answers 404 for Google at %s', async (url) => {
    const before = await countRows(bare, 'oauth_states', 'users');
    const response = await bare.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 404,
        name: 'NotFoundError',
        message: 'Sign-in with Google is not configured on this server',
      },
    });
    expect(await countRows(bare, 'oauth_states', 'users')).toEqual(before);
  });

  it.each([
    '/api/connect/facebook',
    '/api/connect/facebook/callback?code=x&state=y',
    '/api/auth/facebook/callback?access_token=abc',
  ])('answers 400 for an unknown provider at %s', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: "Unknown sign-in provider: use 'google' or 'linkedin'",
    });
  });
});
