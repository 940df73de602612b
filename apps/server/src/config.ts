import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The whole configuration, read once at start from the environment (README lists every variable).
 * A bad value stops the process with the list of every problem, not just the first.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Like booleanFlag, but unset (or empty) means on. */
const booleanFlagDefaultOn = z
  .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
  .optional()
  .transform((value) => value === undefined || value === '' || value === 'true' || value === '1');

const durationPattern = /^\d+\s*(s|m|h|d)$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'PORT must be a whole number from 0 to 65535' })
      .int('PORT must be a whole number from 0 to 65535')
      .min(0, 'PORT must be a whole number from 0 to 65535')
      .max(65535, 'PORT must be a whole number from 0 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
    PUBLIC_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\/[^/]+/.test(value),
      'PUBLIC_URL must be an http(s) address such as https://app.example.com',
    ),
    JWT_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'JWT_SECRET must be at least 32 characters long',
    ),
    JWT_EXPIRES_IN: z
      .string()
      .trim()
      .regex(durationPattern, 'JWT_EXPIRES_IN must look like 30m, 12h or 7d')
      .default('7d'),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      'SMTP_URL must start with smtp:// or smtps://',
    ),
    MAIL_FROM: z.string().trim().min(3).default('Impact Studio <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    LINKEDIN_AUTHORIZATION_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
    LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
    LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
    // Model and research providers: read here so a typo fails at start; used by the assessment engine.
    MODEL_PROVIDER: z.enum(['openai', 'anthropic', 'openai-compatible']).optional(),
    MODEL_NAME: optionalText,
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText,
    ANTHROPIC_API_KEY: optionalText,
    PERPLEXITY_API_KEY: optionalText,
    RESEARCH_MODEL: optionalText,
    WEB_DIST_DIR: optionalText,
    // The assessment pipeline (see README, "Assessments").
    ASSESS_NEW_CLIENTS: booleanFlagDefaultOn,
    // Steps mostly wait on providers: the default lets every step of a run that is ready run at once
    // (a run has fourteen), so none waits for a free slot behind its siblings.
    ASSESSMENT_CONCURRENCY: z.coerce
      .number({ message: 'ASSESSMENT_CONCURRENCY must be a whole number from 1 to 32' })
      .int('ASSESSMENT_CONCURRENCY must be a whole number from 1 to 32')
      .min(1, 'ASSESSMENT_CONCURRENCY must be a whole number from 1 to 32')
      .max(32, 'ASSESSMENT_CONCURRENCY must be a whole number from 1 to 32')
      .default(16),
    ASSESSMENT_HEARTBEAT_SECONDS: z.coerce
      .number({ message: 'ASSESSMENT_HEARTBEAT_SECONDS must be a whole number from 10 to 600' })
      .int('ASSESSMENT_HEARTBEAT_SECONDS must be a whole number from 10 to 600')
      .min(10, 'ASSESSMENT_HEARTBEAT_SECONDS must be a whole number from 10 to 600')
      .max(600, 'ASSESSMENT_HEARTBEAT_SECONDS must be a whole number from 10 to 600')
      .default(30),
    /** The id the web app uses in /agents/{agentId}/chat for the onboarding agent (GET /api/agents lists it). */
    ONBOARDING_AGENT_ID: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'ONBOARDING_AGENT_ID must be lower-case letters, digits and dashes')
      .default('onboarding'),
    // Where the embedded database runs: its own thread, or (to compare) the thread that answers requests.
    EMBEDDED_DATABASE_THREAD: z.enum(['worker', 'main']).default('worker'),
    /** Tests only: lets the website fetcher reach 127.0.0.1, where the fixture sites run. */
    UNSAFE_FETCH_ALLOW_LOOPBACK: booleanFlag,
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required with DATABASE_URL: every API process must sign with the same secret',
      });
    }
    if (!env.DATABASE_URL && env.ROLE !== 'all') {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: 'ROLE=api and ROLE=worker need DATABASE_URL: the embedded database serves one process',
      });
    }
    for (const provider of ['GOOGLE', 'LINKEDIN'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`,
        });
      }
    }
  });

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's thread: its own ('worker'), or the request thread ('main'). */
  embeddedDatabaseThread: 'worker' | 'main';
  publicUrl: string;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  role: 'all' | 'api' | 'worker';
  logLevel: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  oauth: { google?: OAuthProviderConfig; linkedin?: OAuthProviderConfig };
  webDistDir: string | undefined;
  fetchAllowLoopback: boolean;
  /** The onboarding chat agent's id. */
  onboardingAgentId: string;
  assessment: {
    /** Start an assessment when a client is created. */
    onClientCreated: boolean;
    /** Steps one process runs at the same time. */
    concurrency: number;
    /** A step whose worker has been silent this long is handed to another worker (or retried at start). */
    heartbeatSeconds: number;
  };
  /** Model and research provider settings, handed to the engine as they are. */
  providerEnv: Record<string, string | undefined>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const oauthProvider = (prefix: 'GOOGLE' | 'LINKEDIN'): OAuthProviderConfig | undefined => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return undefined;
    return {
      clientId,
      clientSecret,
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`],
      tokenUrl: env[`${prefix}_TOKEN_URL`],
      userinfoUrl: env[`${prefix}_USERINFO_URL`],
    };
  };
  const google = oauthProvider('GOOGLE');
  const linkedin = oauthProvider('LINKEDIN');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedDatabaseThread: env.EMBEDDED_DATABASE_THREAD,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN.replace(/\s+/g, ''),
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oauth: { ...(google && { google }), ...(linkedin && { linkedin }) },
    webDistDir: env.WEB_DIST_DIR,
    fetchAllowLoopback: env.UNSAFE_FETCH_ALLOW_LOOPBACK,
    onboardingAgentId: env.ONBOARDING_AGENT_ID,
    assessment: {
      onClientCreated: env.ASSESS_NEW_CLIENTS,
      concurrency: env.ASSESSMENT_CONCURRENCY,
      heartbeatSeconds: env.ASSESSMENT_HEARTBEAT_SECONDS,
    },
    providerEnv: {
      MODEL_PROVIDER: env.MODEL_PROVIDER,
      MODEL_NAME: env.MODEL_NAME,
      OPENAI_API_KEY: env.OPENAI_API_KEY,
      OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
      PERPLEXITY_API_KEY: env.PERPLEXITY_API_KEY,
      RESEARCH_MODEL: env.RESEARCH_MODEL,
    },
  };
}

/**
 * Embedded mode keeps one generated secret under DATA_DIR so tokens survive restarts without any setup.
 * Written with mode 0600: whoever reads it can sign tokens.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const secretPath = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(secretPath)) {
    const stored = readFileSync(secretPath, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretPath, `${secret}\n`, { mode: 0o600 });
  return secret;
}
