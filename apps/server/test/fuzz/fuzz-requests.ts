import {
  HOSTILE_QUERY_KEYS,
  hostileBodyValues,
  hostileQueryShapes,
  hostileRawBodies,
  hostileUrlValues,
  serialise,
  type HostileKind,
} from './hostile-values.js';
import { fieldsOf, sampleValue, type FieldValues, type JsonSchema } from './json-schema.js';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** The documented path, `/api/clients/{id}`. */
  route: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  operation: Operation;
  kind: HostileKind | 'valid';
  /** Where the hostile value went and what it is, for the failure list: `body data.Name: nul`. */
  label: string;
  /** The field the value went into, dotted as the error details name it; undefined for whole bodies. */
  field?: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      operations.push({
        method: method.toUpperCase(),
        route,
        parameters: operation.parameters ?? [],
        ...(content?.['application/json'] ? { body: content['application/json'].schema } : {}),
      });
    }
  }
  return operations;
}

/** `[['filters[Client][id][$eq]', 'abc']]` from `{ filters: { Client: { id: { $eq: 'abc' } } } }`. */
function flatten(
  value: unknown,
  key: string,
  path: string[],
): { key: string; path: string[]; value: string }[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => flatten(item, `${key}[${name}]`, [...path, name]));
  }
  return [{ key, path, value: String(value) }];
}

const encodeKey = (key: string) => key.replace(/[^[\]$\w.-]/g, (c) => encodeURIComponent(c));

/** Sets `value` at `path` in a copy of `root` (the root itself when the path is empty). */
function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(root)) as Record<string, unknown>;
  let parent = copy;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The valid-ish request of an operation, then one request per field and hostile value: body fields
 * at any depth, query and path parameters, and whole bodies of the wrong kind.
 */
export function requestsFor(
  operation: Operation,
  known: FieldValues,
  pathValue: (route: string, name: string) => string | undefined,
  token: string,
): FuzzRequest[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const realPath = Object.fromEntries(
    pathParams.map((p) => [
      p.name,
      encodeURIComponent(
        pathValue(operation.route, p.name) ?? String(sampleValue(p.schema, known, [p.name])),
      ),
    ]),
  );
  const query = queryParams.flatMap((p) => flatten(sampleValue(p.schema, known, [p.name]), p.name, [p.name]));
  const body = operation.body ? sampleValue(operation.body, known) : undefined;
  const auth = { authorization: `Bearer ${token}` };

  const make = (
    kind: FuzzRequest['kind'],
    label: string,
    parts: {
      path?: Record<string, string>;
      query?: string;
      body?: unknown;
      raw?: { type?: string; payload: string };
    },
    field?: string,
  ): FuzzRequest => {
    const pathValues = { ...realPath, ...parts.path };
    const url = operation.route.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!);
    const queryString =
      parts.query ??
      query.map((pair) => `${encodeKey(pair.key)}=${encodeURIComponent(pair.value)}`).join('&');
    const request: FuzzRequest = {
      operation,
      kind,
      label,
      ...(field === undefined ? {} : { field }),
      method: operation.method,
      url: queryString ? `${url}?${queryString}` : url,
      headers: { ...auth },
    };
    if (parts.raw) {
      request.payload = parts.raw.payload;
      if (parts.raw.type) request.headers['content-type'] = parts.raw.type;
    } else if (parts.body !== undefined) {
      request.payload = serialise(parts.body);
      request.headers['content-type'] = 'application/json';
    }
    return request;
  };

  const requests: FuzzRequest[] = [];
  if (operation.body) {
    for (const field of fieldsOf(operation.body, body)) {
      const name = field.path.join('.');
      for (const hostile of hostileBodyValues(field.schema, field.value)) {
        requests.push(
          make(
            hostile.kind,
            `body ${name || '(root)'}: ${hostile.kind}`,
            { body: setAt(body, field.path, hostile.value) },
            name,
          ),
        );
      }
    }
  }
  for (const pair of query) {
    const schema = queryParams.find((p) => p.name === pair.path[0])!.schema;
    for (const hostile of hostileUrlValues(schema, pair.value)) {
      const fragment = query
        .map(
          (other) =>
            `${encodeKey(other.key)}=${other === pair ? hostile.raw : encodeURIComponent(other.value)}`,
        )
        .join('&');
      requests.push(
        make(
          hostile.kind,
          `query ${pair.key}: ${hostile.kind}`,
          { query: fragment, body },
          pair.path.join('.'),
        ),
      );
    }
  }
  for (const parameter of queryParams) {
    const others = query.filter((pair) => pair.path[0] !== parameter.name);
    const rest = others.map((pair) => `${encodeKey(pair.key)}=${encodeURIComponent(pair.value)}`);
    for (const shape of hostileQueryShapes(parameter.name)) {
      requests.push(
        make(
          shape.kind,
          `query ${parameter.name}: ${shape.kind} (${shape.raw})`,
          { query: [...rest, shape.raw].join('&'), body },
          parameter.name,
        ),
      );
    }
  }
  if (queryParams.length > 0) {
    const valid = query.map((pair) => `${encodeKey(pair.key)}=${encodeURIComponent(pair.value)}`);
    for (const key of HOSTILE_QUERY_KEYS) {
      requests.push(
        make(key.kind, `query: ${key.kind} (${key.raw})`, { query: [...valid, key.raw].join('&'), body }),
      );
    }
  }
  for (const parameter of pathParams) {
    for (const hostile of hostileUrlValues(parameter.schema, decodeURIComponent(realPath[parameter.name]!))) {
      requests.push(
        make(
          hostile.kind,
          `path ${parameter.name}: ${hostile.kind} (${hostile.raw.slice(0, 40)})`,
          { path: { [parameter.name]: hostile.raw }, body },
          parameter.name,
        ),
      );
    }
  }
  if (HAS_BODY.has(operation.method)) {
    for (const raw of hostileRawBodies()) {
      // A whole body that is text, with its problem at the root: the path is ''.
      requests.push(
        make(raw.kind, `content: ${raw.label}`, { raw: { type: raw.contentType, payload: raw.payload } }, ''),
      );
    }
  }
  // The valid-ish request goes last: a DELETE that succeeds leaves nothing for the hostile ones.
  requests.push(make('valid', 'valid', { body }));
  return requests;
}
