import { isSensitiveKey, REDACTED, type Scrubber } from './scrub.js';

export function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Fields of database errors that hold the statement's values: drizzle's and PGlite's `params`, and
 * PostgreSQL's `detail` ('Failing row contains (…)', 'Key (email)=(…)') and `where`. They are dropped,
 * never scrubbed: a value is only recognisable when it was also a parameter.
 */
const DATABASE_VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
  'queryOptions',
]);

const MAX_DEPTH = 8;

/** Any logged value, copied with credentials and statement values taken out. */
export function redactValue(input: unknown, scrub: Scrubber, depth = 0): unknown {
  if (typeof input === 'string') return scrub.address(input);
  if (input instanceof URL) return scrub.address(input.href);
  if (depth > MAX_DEPTH || typeof input !== 'object' || input === null) return input;
  if (isErrorLike(input)) return serializeError(input, scrub, depth);
  if (Array.isArray(input)) return input.map((item) => redactValue(item, scrub, depth + 1));
  if (!isPlainObject(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(input)) {
    const kept = typeof item === 'number' || typeof item === 'boolean' || item == null;
    out[key] = isSensitiveKey(key) && !kept ? REDACTED : redactValue(item, scrub, depth + 1);
  }
  return out;
}

/** The string parameters of every statement in an error's cause chain. */
function statementValues(error: Error): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; isErrorLike(current) && depth < MAX_DEPTH; depth++) {
    for (const field of ['params', 'parameters', 'values']) {
      const list = (current as unknown as Record<string, unknown>)[field];
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        if (typeof item === 'string' && item.length >= 4) found.push(item);
        else if (item !== null && typeof item === 'object') found.push(JSON.stringify(item));
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return found.toSorted((a, b) => b.length - a.length);
}

/** Statement text keeps its shape for debugging; quoted literals (inlined values) are taken out. */
function statementText(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, `'${REDACTED}'`);
}

/**
 * The `err` of a log line: type, message, stack frames, error code and the like, and its causes, with
 * no statement parameter, no inlined value and no known secret anywhere. drizzle's DrizzleQueryError
 * spells the parameters into its message ('Failed query: … params: …') and so into its stack: both are
 * rebuilt, never copied.
 */
export function serializeError(error: Error, scrub: Scrubber, depth = 0): Record<string, unknown> {
  const values = statementValues(error);
  const clean = (text: string) => {
    let out = text;
    for (const value of values) out = out.replaceAll(value, REDACTED);
    return scrub.address(out);
  };
  const seen = new Set<unknown>();

  const one = (err: Error, level: number): Record<string, unknown> => {
    seen.add(err);
    const type =
      typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : err.name;
    let message = err.message;
    const query = (err as { query?: unknown }).query;
    if (typeof query === 'string' && message.startsWith('Failed query:')) {
      message = `Failed query: ${statementText(query)}`;
    }
    message = clean(message.split('\nparams:')[0]!);
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    const out: Record<string, unknown> = {
      type,
      message,
      stack: [`${type}: ${message}`, ...frames].join('\n'),
    };
    const fields = new Set([...Object.keys(err), 'cause', 'errors']);
    for (const key of fields) {
      const value = (err as unknown as Record<string, unknown>)[key];
      if (value === undefined || key === 'message' || key === 'stack' || DATABASE_VALUE_FIELDS.has(key)) {
        continue;
      }
      if (key === 'query' && typeof value === 'string') out.query = clean(statementText(value));
      else if (isErrorLike(value)) {
        if (!seen.has(value) && level < MAX_DEPTH) out[key] = one(value, level + 1);
      } else if (Array.isArray(value) && value.some(isErrorLike)) {
        out[key] = value.map((item) =>
          isErrorLike(item) && !seen.has(item) && level < MAX_DEPTH
            ? one(item, level + 1)
            : redactValue(item, scrub, depth + 1),
        );
      } else if (typeof value === 'string') {
        out[key] = isSensitiveKey(key) ? REDACTED : clean(value);
      } else {
        // Through a one-field object, so the field's own name decides whether it is a credential.
        out[key] = (redactValue({ [key]: value }, scrub, depth) as Record<string, unknown>)[key];
      }
    }
    return out;
  };
  return one(error, 0);
}

/** An error's message fit for a log line or a terminal. */
export function describeError(error: unknown, scrub: Scrubber): string {
  if (!isErrorLike(error)) return scrub.address(String(error));
  return serializeError(error, scrub).message as string;
}
