/** What every secret in a log line is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are credentials wherever they appear in a logged object: request and response
 * headers, bodies, options objects. Numbers and booleans under them stay (a model's `maxTokens`, say).
 */
const SENSITIVE_KEY =
  /authorization|cookie|passw(?:or)?d|^pass$|secret|api[-_]?key|token$|^jwt$|code[-_]?verifier|signature|^sig$|credential|private[-_]?key/i;

/** Query parameters that carry capabilities: reset and OAuth codes, OAuth state, signatures, tokens. */
const SENSITIVE_QUERY =
  /([?&](?:[\w.-]*token|code|state|sig|signature|secret|[\w.-]*password|key|api[-_]?key|x-amz-[\w-]+)=)[^&#\s"'<>]*/gi;

/** Paths whose segment is the capability itself: invitation links and private document addresses. */
const CAPABILITY_PATHS: RegExp[] = [
  /(\/api\/invitations\/)[^/?#\s"'<>]+/g,
  /(\/invite\/)[^/?#\s"'<>]+/g,
  /(\/api\/onboarding\/documents\/)[^/?#\s"'<>]+/g,
  /(\/api\/vsme\/requests\/)[^/?#\s"'<>]+/g,
  /(\/vsme-request\/)[^/?#\s"'<>]+/g,
];

/** Shapes that are secrets whatever the text around them says. */
const SECRET_SHAPES: [RegExp, string][] = [
  // The password inside any URL: postgres://user:pass@host, smtp://user:pass@host.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@?#]*):[^\s@/?#]*@/gi, `$1:${REDACTED}@`],
  // argon2 password hashes.
  [/\$argon2(?:id|i|d)\$[^\s"',)]+/g, REDACTED],
  // JSON web tokens (header.payload.signature, each base64url; the header always starts with eyJ).
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g, REDACTED],
  [/(\bBearer\s+)[\w.~+/=-]+/gi, `$1${REDACTED}`],
];

/** Known secrets shorter than this are left to the shape rules: replacing them everywhere would garble text. */
const MIN_KNOWN_SECRET_LENGTH = 8;

export interface Scrubber {
  /** A message our code wrote: known secrets and secret-shaped values out, links kept. */
  text(value: string): string;
  /** Text that may hold addresses from outside (request URLs, error messages): capabilities out too. */
  address(value: string): string;
}

/** True when a value under this field name is a credential. */
export function isSensitiveKey(name: string): boolean {
  return SENSITIVE_KEY.test(name);
}

/** True when a route parameter of this name holds a capability (its value is the secret). */
export function isSensitiveParam(name: string): boolean {
  return SENSITIVE_KEY.test(name) || /^(code|state)$/i.test(name);
}

export function createScrubber(knownSecrets: readonly (string | undefined)[]): Scrubber {
  const secrets = [
    ...new Set(knownSecrets.filter((s): s is string => !!s && s.length >= MIN_KNOWN_SECRET_LENGTH)),
  ].toSorted((a, b) => b.length - a.length);

  const text = (value: string): string => {
    let out = value;
    for (const secret of secrets) out = out.replaceAll(secret, REDACTED);
    for (const [pattern, replacement] of SECRET_SHAPES) out = out.replace(pattern, replacement);
    return out;
  };
  const address = (value: string): string => {
    let out = text(value).replace(SENSITIVE_QUERY, `$1${REDACTED}`);
    for (const pattern of CAPABILITY_PATHS) out = out.replace(pattern, `$1${REDACTED}`);
    return out;
  };
  return { text, address };
}
