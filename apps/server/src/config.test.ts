import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.js';

const SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';
const POSTGRES = 'postgres://app@db.internal:5432/impact';

/** The problems loadConfig reports for `env`, or a failure when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('runs embedded with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      jwtExpiresIn: '7d',
      role: 'all',
      trustProxy: false,
      smtpUrl: undefined,
      oauth: {},
    });
  });

  it('reads a scaled configuration', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: POSTGRES,
      JWT_SECRET: SECRET,
      ROLE: 'api',
      PUBLIC_URL: 'https://impact.example.com/',
      TRUST_PROXY: 'true',
      JWT_EXPIRES_IN: '12 h',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: POSTGRES,
      jwtSecret: SECRET,
      role: 'api',
      publicUrl: 'https://impact.example.com',
      trustProxy: true,
      jwtExpiresIn: '12h',
      smtpUrl: 'smtps://user:pass@mail.example.com',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'gid',
      clientSecret: 'gsecret',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(config.oauth.linkedin).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', JWT_SECRET: '  ', SMTP_URL: '', GOOGLE_CLIENT_ID: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.oauth).toEqual({});
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
        'JWT_SECRET: JWT_SECRET must be at least 32 characters long',
      ]),
    );
    let message = '';
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    for (const problem of problems) expect(message).toContain(`  - ${problem}`);
  });

  it.each([
    [{ PORT: '70000' }, /^PORT: /],
    [{ PORT: '-1' }, /^PORT: /],
    [{ JWT_EXPIRES_IN: 'forever' }, /^JWT_EXPIRES_IN: JWT_EXPIRES_IN must look like 30m, 12h or 7d$/],
    [{ ROLE: 'scheduler' }, /^ROLE: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY: /],
    [{ SMTP_URL: 'mail.example.com' }, /^SMTP_URL: SMTP_URL must start with smtp:\/\/ or smtps:\/\/$/],
    [{ PUBLIC_URL: 'impact.example.com' }, /^PUBLIC_URL: PUBLIC_URL must be an http\(s\) address/],
    [{ GOOGLE_TOKEN_URL: 'not a url' }, /^GOOGLE_TOKEN_URL: /],
    [{ MODEL_PROVIDER: 'skynet' }, /^MODEL_PROVIDER: /],
  ])('refuses %j', (env, problem) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(problemsOf({ DATABASE_URL: POSTGRES })).toEqual([
      'JWT_SECRET: JWT_SECRET is required with DATABASE_URL: every API process must sign with the same secret',
    ]);
    expect(loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET }).databaseUrl).toBe(POSTGRES);
  });

  it.each(['api', 'worker'])('refuses ROLE=%s without DATABASE_URL', (role) => {
    expect(problemsOf({ ROLE: role })).toEqual([
      'ROLE: ROLE=api and ROLE=worker need DATABASE_URL: the embedded database serves one process',
    ]);
    expect(loadConfig({ ROLE: role, DATABASE_URL: POSTGRES, JWT_SECRET: SECRET }).role).toBe(role);
  });

  it.each([
    [
      { GOOGLE_CLIENT_ID: 'gid' },
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ],
    [
      { GOOGLE_CLIENT_SECRET: 'gs' },
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ],
    [
      { LINKEDIN_CLIENT_ID: 'lid' },
      'LINKEDIN_CLIENT_SECRET: LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET must be set together',
    ],
  ])('refuses half of an OAuth client: %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });
});

describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'impact-secret-')), 'nested', 'data');
  });
  afterEach(() => rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

  it('generates a secret once under DATA_DIR, readable only by its owner, and returns it again', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const secret = resolveJwtSecret(config);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart reads the same one.
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(secret);
    // Another data directory gets its own.
    const otherDir = path.join(path.dirname(dataDir), 'other');
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: otherDir }))).not.toBe(secret);
  });

  it('replaces a stored secret that is too short to be safe', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    resolveJwtSecret(config);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n');
    const secret = resolveJwtSecret(config);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(secret);
  });

  it('uses JWT_SECRET when set and writes nothing', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(resolveJwtSecret(config)).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
