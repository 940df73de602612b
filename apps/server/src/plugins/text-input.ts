import type { FastifyInstance } from 'fastify';
import { badRequest, type AppError } from '../lib/errors.js';

/**
 * Characters no text we accept may hold, wherever it comes from (body, query string, path, form field):
 * - C0 control characters except TAB, LF and CR (chat messages and prompts hold those). PostgreSQL
 *   cannot store NUL in text at all, and XML 1.0, the format inside a Word export, allows none of them;
 * - DEL (U+007F): XML allows it but asks documents to avoid it; it has no printable form, no keyboard
 *   types it into a text field, and a value holding it would look the same as one without;
 * - the noncharacters U+FFFE and U+FFFF, which XML does not allow either;
 * - unpaired UTF-16 surrogates (a JSON string may spell one with \uD800): not text at all, UTF-8 cannot
 *   encode them, so the database would refuse them or store something other than what was sent.
 */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|\p{Surrogate}/u;

/** The first problem found per field, and at most this many fields: enough to fix the request. */
const MAX_PROBLEMS = 20;

export interface TextProblem {
  path: string;
  message: string;
}

/** Describes the first unsafe character of `text`, or undefined when there is none. */
export function unsafeCharacterIn(text: string): string | undefined {
  const found = UNSAFE.exec(text)?.[0];
  if (found === undefined) return undefined;
  const code = found.charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0) return `a NUL character (${hex})`;
  if (code >= 0xd800 && code <= 0xdfff) return `an unpaired UTF-16 surrogate (${hex})`;
  if (code >= 0xfffe) return `a noncharacter (${hex})`;
  return `a control character (${hex})`;
}

/** A path segment as a message can show it: a key with control characters gets them escaped. */
const UNSAFE_EVERYWHERE = new RegExp(UNSAFE.source, 'gu');
const printable = (key: string) =>
  key.replace(UNSAFE_EVERYWHERE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface Node {
  value: unknown;
  key: string | undefined;
  parent: Node | undefined;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(printable(at.key));
  return keys.toReversed().join('.');
}

/**
 * Every string and object key in `value`, at any depth, checked without recursion: a body may nest
 * arrays thousands deep where its schema accepts anything.
 */
export function findUnsafeText(value: unknown, describeField: (path: string) => string): TextProblem[] {
  const problems: TextProblem[] = [];
  const pending: Node[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0 && problems.length < MAX_PROBLEMS) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      const found = unsafeCharacterIn(node.value);
      if (found) {
        const path = pathOf(node);
        problems.push({ path, message: `${describeField(path)} contains ${found}, which text may not hold` });
      }
    } else if (node.value !== null && typeof node.value === 'object' && !ArrayBuffer.isView(node.value)) {
      // Bytes (a Buffer) are not text: their indexes and numbers hold nothing to check.
      const entries = Object.entries(node.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const found = unsafeCharacterIn(key);
        if (found) {
          const path = pathOf({ value: item, key, parent: node });
          problems.push({
            path,
            message: `The field name ${path} contains ${found}, which a name may not hold`,
          });
        } else {
          pending.push({ value: item, key, parent: node });
        }
      }
    }
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/** The 400 that refuses unsafe text, in the shape of the schema validation errors. */
export function unsafeTextError(problems: TextProblem[]): AppError {
  const message = problems.map((problem) => problem.message).join('; ');
  return badRequest(message, { errors: problems });
}

const FIELD_NAMES = {
  body: (path: string) => (path === '' ? 'The request body' : path),
  query: (path: string) => `The query parameter ${path}`,
  params: (path: string) => `The address part ${path}`,
};

/** Checks a form's text field as the rule checks JSON fields (multipart bodies are read by their routes). */
export function checkFormField(name: string, value: string): void {
  const problems = findUnsafeText({ [name]: value }, FIELD_NAMES.body);
  if (problems.length > 0) throw unsafeTextError(problems);
}

/**
 * The rule for every route, in one place: before schema validation, so that neither a handler nor the
 * database ever sees such text, and a route without a schema for some part is covered as well.
 */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...findUnsafeText(request.params, FIELD_NAMES.params),
      ...findUnsafeText(request.query, FIELD_NAMES.query),
      ...findUnsafeText(request.body, FIELD_NAMES.body),
    ];
    if (problems.length > 0) throw unsafeTextError(problems.slice(0, MAX_PROBLEMS));
  });
}
