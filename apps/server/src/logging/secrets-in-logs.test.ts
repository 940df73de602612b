import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createClientVia, createOrganization } from '../../test/factories.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/harness.js';
import { decodeQuotedPrintable } from '../../test/mail.js';
import { waitFor } from '../../test/wait.js';
import { createYearReport } from '../modules/vsme/test-support.js';

/** Every secret the server is given or handles below; none may be found in its log. */
const PLANTED = {
  password: 'planted-password-c41f9e2b',
  doomedPassword: 'planted-password-of-a-failed-insert-77d1',
  doomedEmail: 'doomed-7c1e@example.com',
  jwtSecret: 'planted-jwt-secret-3b9d7e1f6a2c4e8d0b5f7a9c',
  databasePassword: 'planted-db-password-5e6f7a8b',
  smtpPassword: 'planted-smtp-password-1a2b3c4d',
  openAiKey: 'sk-planted-openai-key-0f1e2d3c4b5a',
  anthropicKey: 'sk-ant-planted-anthropic-key-9e8d7c',
  perplexityKey: 'pplx-planted-perplexity-key-6b5a4c',
  googleSecret: 'planted-google-client-secret-2d4f6b',
  linkedinSecret: 'planted-linkedin-client-secret-8a6c4e',
  oauthCode: 'planted-oauth-code-4e3d2c1b',
  oauthState: 'planted-oauth-state-0a9b8c7d',
  loginCode: 'planted-social-login-code-5f4e3d',
  documentId: 'planted-document-address-1c2d3e4f',
  signature: 'planted-signature-9f8e7d6c',
};

interface ReceivedMail {
  to: string[];
  text: string;
}
const received: ReceivedMail[] = [];
/** The SMTP stand-in asks for the password planted in SMTP_URL, so nodemailer really uses it. */
const smtp = new SMTPServer({
  authMethods: ['PLAIN', 'LOGIN'],
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.password !== PLANTED.smtpPassword) return callback(new Error('Invalid login'));
    callback(null, { user: auth.username });
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
    });
  },
});

/** A model provider that refuses the key and, as some do, spells it out in its answer. */
const provider: Server = createServer((request, response) => {
  response.writeHead(401, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: {
        message: `Incorrect API key provided: ${request.headers.authorization?.replace('Bearer ', '')}`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      },
    }),
  );
});

const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const lines: string[] = [];
const log = () => lines.join('');
let t: TestApp;

beforeAll(async () => {
  await listen(smtp);
  await listen(provider);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const providerPort = (provider.address() as AddressInfo).port;
  t = await createTestApp(
    {
      LOG_LEVEL: 'trace',
      PUBLIC_URL: 'https://app.test',
      JWT_SECRET: PLANTED.jwtSecret,
      // Only read for the configuration: the app uses the test's own database.
      DATABASE_URL: `postgres://impact:${PLANTED.databasePassword}@127.0.0.1:1/impact`,
      SMTP_URL: `smtp://mailer:${PLANTED.smtpPassword}@127.0.0.1:${smtpPort}`,
      MODEL_PROVIDER: 'openai',
      OPENAI_API_KEY: PLANTED.openAiKey,
      OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
      ANTHROPIC_API_KEY: PLANTED.anthropicKey,
      PERPLEXITY_API_KEY: PLANTED.perplexityKey,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: PLANTED.googleSecret,
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      LINKEDIN_CLIENT_SECRET: PLANTED.linkedinSecret,
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

let ipCounter = 0;
const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, remoteAddress: `10.60.0.${++ipCounter}`, token });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers, remoteAddress: `10.60.1.${++ipCounter}` });

const mailTo = (address: string, pattern: RegExp) =>
  waitFor(async () => {
    for (const mail of received.filter((item) => item.to.includes(address)).toReversed()) {
      const match = pattern.exec(mail.text);
      if (match) return match[1]!;
    }
    return undefined;
  }, `a mail to ${address} matching ${pattern}`);

/** How often each secret occurs in the captured log. */
function occurrences(secrets: Record<string, string>): Record<string, number> {
  const text = log();
  return Object.fromEntries(
    Object.entries(secrets).map(([name, secret]) => [name, text.split(secret).length - 1]),
  );
}

describe('the server log', () => {
  it('holds none of the secrets of real requests, database failures and provider errors', async () => {
    const email = 'planted-user@example.com';
    const registered = await post('/api/auth/local/register', {
      username: 'planteduser',
      email,
      password: PLANTED.password,
    });
    expect(registered.statusCode).toBe(200);
    const jwt = registered.json().jwt as string;
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const passwordHash = row!.passwordHash!;

    expect((await post('/api/auth/local', { identifier: email, password: 'not-it-at-all' })).statusCode).toBe(
      400,
    );
    const signedIn = await post('/api/auth/local', { identifier: email, password: PLANTED.password });
    const secondJwt = signedIn.json().jwt as string;
    expect(
      (await get('/api/users/me', { authorization: `Bearer ${jwt}`, cookie: `jwt=${jwt}` })).statusCode,
    ).toBe(200);
    await get(`/api/users/me?access_token=${secondJwt}&token=${secondJwt}`);

    // A statement PostgreSQL refuses, carrying an e-mail and a fresh argon2 hash among its parameters.
    await t.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT doomed_email CHECK (email <> '${PLANTED.doomedEmail}') NOT VALID`,
      ),
    );
    const doomed = await post('/api/auth/local/register', {
      username: 'doomeduser',
      email: PLANTED.doomedEmail,
      password: PLANTED.doomedPassword,
    });
    expect(doomed.statusCode).toBe(500);
    await t.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT doomed_email'));

    // A reset code, from the mail to the account, used as the web app does.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const resetCode = await mailTo(email, /reset-password\?code=([\w-]+)/);
    await get(`/reset-password?code=${resetCode}`);
    const reset = await post('/api/auth/reset-password', {
      code: resetCode,
      password: `${PLANTED.password}-2`,
      passwordConfirmation: `${PLANTED.password}-2`,
    });
    expect(reset.statusCode).toBe(200);

    // An invitation token, from its mail, previewed and accepted.
    const organization = await createOrganization(t);
    const invited = await post('/api/workspace/invitations', { email }, organization.owner.token);
    expect(invited.statusCode).toBe(201);
    const invitationToken = await mailTo(email, /\/invite\/([\w-]+)/);
    await get(`/invite/${invitationToken}`);
    expect((await get(`/api/invitations/${invitationToken}`)).statusCode).toBe(200);
    expect((await post(`/api/invitations/${invitationToken}/accept`, {}, reset.json().jwt)).statusCode).toBe(
      200,
    );

    // OAuth code and state on the provider's redirect back, the social login code, a signed document address.
    const callback = await get(
      `/api/connect/google/callback?code=${PLANTED.oauthCode}&state=${PLANTED.oauthState}`,
    );
    expect(callback.statusCode).toBe(302);
    await get(`/api/auth/google/callback?access_token=${PLANTED.loginCode}`);
    await get(
      `/api/onboarding/documents/${PLANTED.documentId}/file?signature=${PLANTED.signature}&sig=${PLANTED.signature}`,
    );

    // A VSME data request's link: created, opened, answered, submitted, and mailed again as a reminder.
    const client = await createClientVia(t, organization.owner, 'Planted Client');
    const vsmeReport = await createYearReport(t, organization.owner, client.documentId, 2025);
    const contact = 'planted-contact@example.com';
    const created = await post(
      `/api/vsme/reports/${vsmeReport.documentId}/requests`,
      { data: { datapointIds: ['NumberOfEmployees'], contactEmail: contact } },
      organization.owner.token,
    );
    expect(created.statusCode).toBe(201);
    const requestToken = (created.json().meta.link as string).split('/vsme-request/')[1]!;
    await get(`/vsme-request/${requestToken}`);
    expect((await get(`/api/vsme/requests/${requestToken}`)).statusCode).toBe(200);
    await post(`/api/vsme/requests/${requestToken}/submit`, {});
    const reminded = await post(
      `/api/vsme/reports/${vsmeReport.documentId}/requests/${created.json().data.documentId}/remind`,
      {},
      organization.owner.token,
    );
    expect(reminded.statusCode).toBe(202);
    expect(await mailTo(contact, /\/vsme-request\/([\w-]+)/)).toBe(requestToken);

    // The model provider's refusal, which repeats the API key.
    const chat = await post('/api/agents/onboarding/chat', { message: 'Hello' });
    expect(chat.body).toContain('"type":"error"');

    await t.app.close();
    expect(
      occurrences({
        ...PLANTED,
        passwordHash,
        anyArgon2Hash: '$argon2',
        jwt,
        secondJwt,
        testJwtSecret: TEST_JWT_SECRET,
        resetCode,
        invitationToken,
        requestToken,
      }),
    ).toEqual({
      ...Object.fromEntries(Object.keys(PLANTED).map((name) => [name, 0])),
      passwordHash: 0,
      anyArgon2Hash: 0,
      jwt: 0,
      secondJwt: 0,
      testJwtSecret: 0,
      resetCode: 0,
      invitationToken: 0,
      requestToken: 0,
    });

    // What the log does say: the failed statement without its values, the redacted addresses.
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure.err.cause.message).toMatch(/violates check constraint "doomed_email"/);
    expect(failure.err.cause.code).toBe('23514');
    expect(log()).toContain('"url":"/api/invitations/[redacted]/accept"');
    expect(log()).toContain('"url":"/invite/[redacted]"');
    expect(log()).toContain('"url":"/api/vsme/requests/[redacted]/submit"');
    expect(log()).toContain('"url":"/vsme-request/[redacted]"');
    expect(log()).toContain('"url":"/reset-password?code=[redacted]"');
    expect(log()).toContain('"url":"/api/connect/google/callback?code=[redacted]&state=[redacted]"');
    expect(log()).toContain('the chat model failed');
  });
});
