/** The parts of the OpenAPI document's JSON Schemas (as the zod transform writes them) the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

/**
 * A known value for a field, by its path (`['data', 'Clients', 'connect', '0']`): the fuzz user's own
 * records where a field refers to one, so a valid-ish request gets past "not found" to the real work.
 */
export type FieldValues = (path: string[]) => unknown;

/** The branches a value may take: anyOf/oneOf, or the schema itself. */
export const branchesOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

const typesOf = (schema: JsonSchema): string[] =>
  branchesOf(schema).flatMap((branch) =>
    branch.type === undefined ? [] : Array.isArray(branch.type) ? branch.type : [branch.type],
  );

export const acceptsString = (schema: JsonSchema) =>
  typesOf(schema).includes('string') || (typesOf(schema).length === 0 && schema.enum === undefined);

/** The declared maximum length of a string field, when there is one. */
export const maxLengthOf = (schema: JsonSchema): number | undefined =>
  branchesOf(schema).find((branch) => branch.type === 'string')?.maxLength ?? schema.maxLength;

/** Strings that match the patterns our schemas use; the first that matches is taken. */
const PATTERN_CANDIDATES = [
  'fuzz-value',
  'fuzz.invalid',
  '2025-05-01T10:00:00.000Z',
  '2025-05-01',
  'a1b2c3d4e5f6a1b2c3d4e5f6',
];

function sampleString(schema: JsonSchema, path: string[]): string {
  const name = (path.at(-1) ?? '').toLowerCase();
  // A domain that never resolves (RFC 2606): a route that fetches it fails fast, off the network.
  if (schema.format === 'uri') return 'https://fuzz.invalid/page';
  if (schema.format === 'date-time') return '2025-05-01T10:00:00.000Z';
  if (schema.format === 'email' || name.includes('email')) {
    return `fuzz-${Math.random().toString(36).slice(2, 10)}@example.com`;
  }
  if (name.includes('password')) return 'correct horse battery';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  let text = 'Fuzz text';
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text.padEnd(min, 'x');
  return text.slice(0, schema.maxLength ?? text.length);
}

function sampleNumber(schema: JsonSchema): number {
  if (typeof schema.default === 'number') return schema.default;
  let value = schema.minimum ?? 1;
  if (schema.exclusiveMinimum === true) value += 1;
  if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + 1;
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/** A value the schema accepts, built from its first alternatives; `known` supplies real record ids. */
export function sampleValue(schema: JsonSchema, known: FieldValues, path: string[] = []): unknown {
  const fixed = known(path);
  if (fixed !== undefined) return fixed;
  if (schema.const !== undefined) return schema.const;
  const choices = schema.enum?.filter((value) => value !== null);
  if (choices && choices.length > 0) return choices[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sampleValue({ ...alternatives[0]!, nullable: false }, known, path);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return sampleObject(schema, known, path);
    case 'array': {
      const count = Math.min(Math.max(1, schema.minItems ?? 0), schema.maxItems ?? 1);
      return Array.from({ length: count }, (_, index) =>
        sampleValue(schema.items ?? {}, known, [...path, String(index)]),
      );
    }
    case 'string':
      return sampleString(schema, path);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : false;
    default:
      // An unconstrained value (z.unknown(), z.any()): text is the commonest thing stored there.
      return 'Fuzz text';
  }
}

function sampleObject(schema: JsonSchema, known: FieldValues, path: string[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  // Every declared field, optional ones too: each is one more place for a hostile value to go.
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    value[key] = sampleValue(property, known, [...path, key]);
  }
  const extra = schema.additionalProperties;
  if (!schema.properties && typeof extra === 'object') {
    value.entry = sampleValue(extra, known, [...path, 'entry']);
  }
  return value;
}

/** Every position in a sampled value, each with the schema that governs it (the root is `[]`). */
export function fieldsOf(
  schema: JsonSchema,
  value: unknown,
  path: string[] = [],
): { path: string[]; schema: JsonSchema; value: unknown }[] {
  const here = { path, schema, value };
  const branch =
    branchesOf(schema).find((candidate) =>
      Array.isArray(value)
        ? candidate.type === 'array'
        : value !== null && typeof value === 'object'
          ? candidate.type === 'object'
          : true,
    ) ?? schema;
  if (Array.isArray(value)) {
    return [here, ...value.flatMap((item, i) => fieldsOf(branch.items ?? {}, item, [...path, String(i)]))];
  }
  if (value !== null && typeof value === 'object') {
    const extra = typeof branch.additionalProperties === 'object' ? branch.additionalProperties : {};
    return [
      here,
      ...Object.entries(value).flatMap(([key, item]) =>
        fieldsOf(branch.properties?.[key] ?? extra, item, [...path, key]),
      ),
    ];
  }
  return [here];
}
