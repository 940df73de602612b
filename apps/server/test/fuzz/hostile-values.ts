import { acceptsString, maxLengthOf, type JsonSchema } from './json-schema.js';

/** What a hostile value is; text kinds are the ones the input rule refuses wherever they appear. */
export type HostileKind =
  | 'nul'
  | 'lone-surrogate'
  | 'control'
  | 'del'
  | 'noncharacter'
  | 'over-length'
  | 'wrong-type'
  | 'huge-number'
  | 'proto-key'
  | 'constructor-key'
  | 'control-key'
  | 'deep-nesting'
  | 'invalid-utf8'
  | 'filename-control'
  | 'malformed-body';

export const TEXT_KINDS: ReadonlySet<HostileKind> = new Set([
  'nul',
  'lone-surrogate',
  'control',
  'del',
  'noncharacter',
  'control-key',
]);

export interface HostileValue {
  kind: HostileKind;
  value: unknown;
}

/** Longer than any unbounded field should need, well under the JSON body limit (100 KB). */
const UNBOUNDED_OVER_LENGTH = 50_000;
/** Nested deeper than any of our documents: an unconstrained field is where it would get through. */
const DEEP = 5_000;

/**
 * Stands for a deeply nested array in a body until it is serialised: JSON.stringify recurses and
 * would overflow the stack on it, so the JSON text is written directly (see serialise).
 */
export const DEEP_NESTING = '\u2063deeply-nested\u2063';
const deeplyNestedJson = `${'['.repeat(DEEP)}"bottom"${']'.repeat(DEEP)}`;

/** A body as JSON text, with the deeply nested arrays in place. */
export const serialise = (body: unknown): string =>
  JSON.stringify(body).replaceAll(JSON.stringify(DEEP_NESTING), deeplyNestedJson);

/** An object whose own key is `key` (an object literal's `__proto__` sets the prototype instead). */
export function withOwnKey(base: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** The hostile replacements for one position of a JSON body, given its schema and sampled value. */
export function hostileBodyValues(schema: JsonSchema, sampled: unknown): HostileValue[] {
  const values: HostileValue[] = [];
  if (Array.isArray(sampled)) {
    values.push({ kind: 'wrong-type', value: { length: 1 } });
    const max = schema.maxItems ?? 1_000;
    values.push({ kind: 'over-length', value: Array.from({ length: max + 1 }, () => sampled[0]) });
    return values;
  }
  if (sampled !== null && typeof sampled === 'object') {
    const base = sampled as Record<string, unknown>;
    return [
      { kind: 'wrong-type', value: 'not an object' },
      { kind: 'proto-key', value: withOwnKey(base, '__proto__', { polluted: 'yes' }) },
      { kind: 'constructor-key', value: { ...base, constructor: { prototype: { polluted: 'yes' } } } },
      { kind: 'control-key', value: { ...base, 'na\u0000me': 'x' } },
    ];
  }
  if (typeof sampled === 'string' || acceptsString(schema)) {
    const text = typeof sampled === 'string' && sampled.length > 0 ? sampled : 'text';
    const max = maxLengthOf(schema);
    values.push(
      { kind: 'nul', value: `${text}\u0000` },
      { kind: 'lone-surrogate', value: `${text}\ud800` },
      { kind: 'control', value: `${text}\u001b[31m` },
      { kind: 'del', value: `${text}\u007f` },
      { kind: 'noncharacter', value: `${text}\uffff` },
      { kind: 'over-length', value: 'x'.repeat(max === undefined ? UNBOUNDED_OVER_LENGTH : max + 1) },
      { kind: 'wrong-type', value: { $ne: null } },
    );
    if (schema.type === undefined && !schema.anyOf)
      values.push({ kind: 'deep-nesting', value: DEEP_NESTING });
    return values;
  }
  if (typeof sampled === 'number') {
    return [
      { kind: 'wrong-type', value: '12abc' },
      { kind: 'huge-number', value: 2_147_483_648 },
      { kind: 'huge-number', value: 1e300 },
    ];
  }
  return [{ kind: 'wrong-type', value: 'yes' }];
}

/** A hostile value for a query or path parameter, already percent-encoded as it goes on the URL. */
export interface HostileRaw {
  kind: HostileKind;
  raw: string;
}

export function hostileUrlValues(schema: JsonSchema, real: string): HostileRaw[] {
  const max = maxLengthOf(schema);
  const encoded = encodeURIComponent(real);
  return [
    { kind: 'nul', raw: `${encoded}%00` },
    { kind: 'control', raw: `${encoded}%1B` },
    { kind: 'del', raw: `${encoded}%7F` },
    { kind: 'noncharacter', raw: `${encoded}%EF%BF%BF` },
    // The UTF-8 bytes a lone surrogate would have: not valid UTF-8, so no decoder yields the surrogate.
    { kind: 'invalid-utf8', raw: `${encoded}%ED%A0%80` },
    { kind: 'over-length', raw: 'x'.repeat(max === undefined ? 5_000 : max + 1) },
    // Beyond a PostgreSQL integer; beyond an IPv4 address too, so a route that reads it as a website
    // refuses it instead of connecting to 128.0.0.0 as the URL parser would spell 2147483648.
    { kind: 'huge-number', raw: '99999999999' },
    { kind: 'wrong-type', raw: '..%2F..%2Fetc%2Fpasswd' },
  ];
}

/** Query-string fragments that give a parameter the wrong shape. */
export function hostileQueryShapes(name: string): HostileRaw[] {
  return [
    { kind: 'wrong-type', raw: `${name}[$ne]=x` },
    { kind: 'wrong-type', raw: `${name}[]=a&${name}[]=b` },
    { kind: 'control-key', raw: `${name}%00=x` },
  ];
}

/** Query-string fragments aimed at prototypes, added to an operation's valid query. */
export const HOSTILE_QUERY_KEYS: HostileRaw[] = [
  { kind: 'proto-key', raw: '__proto__[polluted]=yes' },
  { kind: 'constructor-key', raw: 'constructor[prototype][polluted]=yes' },
];

/** Whole bodies that are not what a JSON route expects, with their content types. */
export function hostileRawBodies(): {
  kind: HostileKind;
  label: string;
  contentType?: string;
  payload: string;
}[] {
  return [
    { kind: 'malformed-body', label: 'invalid JSON', contentType: 'application/json', payload: '{"a":' },
    { kind: 'malformed-body', label: 'empty JSON body', contentType: 'application/json', payload: '' },
    { kind: 'malformed-body', label: 'JSON array', contentType: 'application/json', payload: '[]' },
    {
      kind: 'deep-nesting',
      label: 'deeply nested JSON',
      contentType: 'application/json',
      payload: deeplyNestedJson,
    },
    { kind: 'nul', label: 'text/plain with NUL', contentType: 'text/plain', payload: 'a\u0000b' },
    {
      kind: 'malformed-body',
      label: 'multipart without boundary',
      contentType: 'multipart/form-data',
      payload: 'x',
    },
    {
      kind: 'malformed-body',
      label: 'multipart cut short',
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    },
  ];
}
