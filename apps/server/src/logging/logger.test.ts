import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createTestDatabase } from '../../test/test-database.js';
import { loggerOptions } from './logger.js';

const SECRETS = {
  jwtSecret: 'logger-test-jwt-secret-0123456789abcdef',
  databasePassword: 'logger-test-db-password-42',
  smtpPassword: 'logger-test-smtp-password-17',
  openAiKey: 'sk-logger-test-openai-key-99',
  googleSecret: 'logger-test-google-secret-55',
  bearer: 'opaque-bearer-credential-3141',
  cookie: 'session-cookie-value-2718',
  apiKey: 'some-api-key-value-1618',
  accessToken: 'an-access-token-value-1414',
  email: 'hidden-person@example.com',
};

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  JWT_SECRET: SECRETS.jwtSecret,
  DATABASE_URL: `postgres://impact:${SECRETS.databasePassword}@db.internal:5432/impact`,
  SMTP_URL: `smtps://mailer:${SECRETS.smtpPassword}@smtp.internal:465`,
  OPENAI_API_KEY: SECRETS.openAiKey,
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: SECRETS.googleSecret,
});

let handle: DatabaseHandle;
let passwordHash: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  passwordHash = await hashPassword('a password nobody should read');
});
afterAll(() => handle.close());

function capture() {
  const lines: string[] = [];
  const log = pino(loggerOptions(config), { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line)) };
}

/** A real failure: PostgreSQL refuses the row (no username) and repeats it in its detail. */
async function failingInsert(): Promise<Error> {
  try {
    await handle.db.execute(
      sql`insert into users (document_id, email, password_hash) values (${'doc-logger-test'}, ${SECRETS.email}, ${passwordHash})`,
    );
  } catch (error) {
    return error as Error;
  }
  throw new Error('the insert was expected to fail');
}

/** The fields of a Fastify request the request serializer reads. */
const loggedRequest = (url: string, route?: string) => ({
  method: 'GET',
  url,
  ip: '10.0.0.1',
  ...(route ? { routeOptions: { url: route } } : {}),
});

describe('loggerOptions', () => {
  it('logs a failed statement without its parameters, however the error is logged', async () => {
    const error = await failingInsert();
    // The raw error does carry them: this is what must not reach the log.
    expect(`${error.message} ${String(error.stack)}`).toContain(passwordHash);

    const { log, text, entries } = capture();
    log.error({ err: error }, 'insert failed');
    log.error(error);
    log.warn({ error, context: { step: 'x' } }, 'nested under another key');
    log.error({ err: error });
    const output = text();
    expect(output).not.toContain(passwordHash);
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain(SECRETS.email);

    const [first, bare, nested, noMessage] = entries();
    expect(first.err.message).toBe(
      'Failed query: insert into users (document_id, email, password_hash) values ($1, $2, $3)',
    );
    expect(first.err.stack).toMatch(/^DrizzleQueryError: Failed query: insert into users[^\n]*\n\s+at /);
    expect(first.err.cause).toMatchObject({ code: '23502', message: expect.stringContaining('username') });
    expect(first.err.cause).not.toHaveProperty('detail');
    expect(first.err).not.toHaveProperty('params');
    expect(bare.msg).toBe(first.err.message);
    expect(nested.error.message).toBe(first.err.message);
    expect(noMessage.msg).toBe(first.err.message);
  });

  it('takes statement values out of the statement text and the driver message too', () => {
    const error = Object.assign(new Error(`invalid input syntax for type integer: "${SECRETS.email}"`), {
      code: '22P02',
      query: `select * from users where email = '${SECRETS.email}' and id = $1`,
      params: [SECRETS.email],
    });
    const { log, entries } = capture();
    log.error({ err: new Error('wrapped', { cause: error }) }, 'failed');
    const [entry] = entries();
    expect(JSON.stringify(entry)).not.toContain(SECRETS.email);
    expect(entry.err.cause.query).toBe(`select * from users where email = '[redacted]' and id = $1`);
    expect(entry.err.cause.message).toBe('invalid input syntax for type integer: "[redacted]"');
  });

  it('redacts credentials by name in any logged object, and the configuration as a whole', () => {
    const { log, text, entries } = capture();
    log.info(
      {
        headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: `sid=${SECRETS.cookie}` },
        response: { headers: { 'set-cookie': [`sid=${SECRETS.cookie}; HttpOnly`] } },
        body: { password: 'typed-password-123', newPassword: 'another-one-456' },
        provider: { apiKey: SECRETS.apiKey, accessToken: SECRETS.accessToken, usage: { outputTokens: 12 } },
      },
      'a request',
    );
    log.info({ config }, 'the configuration');
    log.info(`connecting to ${config.databaseUrl} and ${config.smtpUrl}`);
    const output = text();
    for (const secret of [...Object.values(SECRETS), 'typed-password-123', 'another-one-456']) {
      expect(output).not.toContain(secret);
    }
    const [request, dump, message] = entries();
    expect(request.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(request.provider.usage).toEqual({ outputTokens: 12 });
    expect(dump.config.databaseUrl).toBe('postgres://impact:[redacted]@db.internal:5432/impact');
    expect(dump.config.oauth.google).toMatchObject({ clientId: 'google-client', clientSecret: '[redacted]' });
    expect(dump.config.port).toBe(config.port);
    expect(message.msg).toBe(
      'connecting to postgres://impact:[redacted]@db.internal:5432/impact and smtps://mailer:[redacted]@smtp.internal:465',
    );
  });

  it('takes capability tokens out of request URLs, by route parameter and by known path', () => {
    const { log, entries } = capture();
    log.info({ req: loggedRequest('/api/invitations/abc123', '/api/invitations/:token') });
    log.info({ req: loggedRequest('/api/things/secret-value/rest', '/api/things/:signature/rest') });
    log.info({ req: loggedRequest('/invite/abc123?utm=x') });
    log.info({ req: loggedRequest('/api/connect/google/callback?code=c0de&state=st4te&scope=email') });
    log.info({ req: loggedRequest('/api/onboarding/documents/d0c1d/file?X-Amz-Signature=s1g&expires=10') });
    log.info({ req: loggedRequest('/api/clients/42?populate=role') });
    expect(entries().map((entry) => entry.req.url)).toEqual([
      '/api/invitations/[redacted]',
      '/api/things/[redacted]/rest',
      '/invite/[redacted]?utm=x',
      '/api/connect/google/callback?code=[redacted]&state=[redacted]&scope=email',
      '/api/onboarding/documents/[redacted]/file?X-Amz-Signature=[redacted]&expires=10',
      '/api/clients/42?populate=role',
    ]);
  });
});
