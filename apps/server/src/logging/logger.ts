import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../config.js';
import { describeError, isErrorLike, redactValue, serializeError } from './redact-value.js';
import { serializeRequest } from './request-serializer.js';
import { createScrubber, type Scrubber } from './scrub.js';

type SecretSettings = Pick<AppConfig, 'jwtSecret' | 'databaseUrl' | 'smtpUrl' | 'oauth' | 'providerEnv'>;

/** The password inside a connection URL, as written and decoded. */
function urlPasswords(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const password = new URL(url).password;
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}

/** Every secret value the configuration holds: none of them may appear in a log line. */
export function configSecrets(config: SecretSettings): string[] {
  return [
    config.jwtSecret,
    ...urlPasswords(config.databaseUrl),
    ...urlPasswords(config.smtpUrl),
    config.oauth.google?.clientSecret,
    config.oauth.linkedin?.clientSecret,
    ...Object.entries(config.providerEnv)
      .filter(([name]) => /KEY|SECRET|TOKEN|PASSWORD/.test(name))
      .map(([, value]) => value),
  ].filter((value): value is string => Boolean(value));
}

/** Keys whose values pino hands to a serializer below; the others are redacted field by field. */
const SERIALIZED_KEYS = new Set(['err', 'req', 'res']);

function redactFields(object: Record<string, unknown>, scrub: Scrubber): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] = SERIALIZED_KEYS.has(key)
      ? value
      : (redactValue({ [key]: value }, scrub) as Record<string, unknown>)[key];
  }
  return out;
}

/**
 * The one logger configuration of the server, used by start-up and by the HTTP app alike: secrets are
 * taken out of every line here, not at each place that logs.
 * - `err`: database errors lose their parameters and inlined values (see serializeError);
 * - `req`: the URL loses invitation tokens, reset and OAuth codes, OAuth state, signatures;
 * - any other field: credentials by name (authorization, cookie, password, token, secret, API key…),
 *   secret shapes (argon2 hashes, JWTs, passwords in URLs) and the configuration's secret values;
 * - the message: the same, and an error logged without a message gets its cleaned one.
 */
export function loggerOptions(
  config: SecretSettings & Pick<AppConfig, 'logLevel'>,
  extraSecrets: readonly string[] = [],
): LoggerOptions {
  const scrub = createScrubber([...configSecrets(config), ...extraSecrets]);
  return {
    level: config.logLevel,
    serializers: {
      err: (error: unknown) =>
        isErrorLike(error) ? serializeError(error, scrub) : redactValue(error, scrub),
      req: (request: Parameters<typeof serializeRequest>[0]) => serializeRequest(request, scrub),
    },
    formatters: { log: (object) => redactFields(object, scrub) },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const cleanRest = rest.map((item) => (typeof item === 'string' ? scrub.text(item) : item));
        if (typeof first === 'string') {
          return method.apply(this, [scrub.text(first), ...cleanRest] as Parameters<typeof method>);
        }
        // Without a message, pino would print the error's own message, parameters and all.
        const error = isErrorLike(first) ? first : (first as { err?: unknown } | undefined)?.err;
        if (rest.length === 0 && isErrorLike(error)) {
          const object = isErrorLike(first) ? { err: first } : first;
          return method.apply(this, [object, describeError(error, scrub)] as Parameters<typeof method>);
        }
        return method.apply(this, [first, ...cleanRest] as Parameters<typeof method>);
      },
    },
  };
}
