import type { FuzzRequest } from './fuzz-requests.js';
import type { HostileKind } from './hostile-values.js';

/** A multipart form a route takes (the OpenAPI document does not describe multipart bodies). */
export interface MultipartForm {
  fields: Record<string, string>;
  fileField: string;
  file: { name: string; type: string; data: Buffer };
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

/** The bytes of a multipart body, written by hand so that broken ones can be written too. */
function encode(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const textParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const TEXT_VALUES: { kind: HostileKind; value: (text: string) => string }[] = [
  { kind: 'nul', value: (text) => `${text}\u0000` },
  { kind: 'control', value: (text) => `${text}\u001b[31m` },
  { kind: 'del', value: (text) => `${text}\u007f` },
  { kind: 'noncharacter', value: (text) => `${text}\uffff` },
  // Longer than the form's field size limit (1 KB).
  { kind: 'over-length', value: () => 'x'.repeat(2_000) },
];

/**
 * Multipart requests for an upload route: its text fields with hostile values, a field name with a
 * control character, and bodies that are not a complete form.
 */
export function multipartRequests(base: FuzzRequest, form: MultipartForm): FuzzRequest[] {
  const filePart: Part = {
    name: form.fileField,
    value: form.file.data,
    filename: form.file.name,
    type: form.file.type,
  };
  const make = (
    kind: FuzzRequest['kind'],
    label: string,
    payload: Buffer | string,
    type?: string,
    field?: string,
  ) => ({
    ...base,
    kind,
    label: `multipart ${label}`,
    ...(field === undefined ? {} : { field }),
    payload,
    headers: { ...base.headers, ...(type === undefined ? {} : { 'content-type': type }) },
  });

  const requests: FuzzRequest[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    for (const hostile of TEXT_VALUES) {
      const fields = { ...form.fields, [name]: hostile.value(value) };
      requests.push(
        make(
          hostile.kind,
          `${name}: ${hostile.kind}`,
          encode([...textParts(fields), filePart]),
          MULTIPART_TYPE,
          name,
        ),
      );
    }
  }
  requests.push(
    make(
      'control-key',
      'field name with NUL',
      encode([...textParts(form.fields), { name: 'no\u0000te', value: 'x' }, filePart]),
      MULTIPART_TYPE,
    ),
    make(
      'nul',
      'extra field with NUL',
      encode([...textParts(form.fields), { name: 'note', value: 'a\u0000b' }, filePart]),
      MULTIPART_TYPE,
      'note',
    ),
    make('malformed-body', 'no file part', encode(textParts(form.fields)), MULTIPART_TYPE),
    make('malformed-body', 'empty body', '', MULTIPART_TYPE),
    make(
      'malformed-body',
      'no boundary',
      encode([...textParts(form.fields), filePart]),
      'multipart/form-data',
    ),
    make(
      'malformed-body',
      'wrong boundary',
      encode([...textParts(form.fields), filePart]),
      'multipart/form-data; boundary=other',
    ),
    make('malformed-body', 'cut short', encode([...textParts(form.fields), filePart], false), MULTIPART_TYPE),
    make(
      'malformed-body',
      'cut inside the file',
      encode([...textParts(form.fields), filePart]).subarray(0, 200),
      MULTIPART_TYPE,
    ),
    make('malformed-body', 'no content type', encode([...textParts(form.fields), filePart])),
    make('malformed-body', 'JSON instead of a form', JSON.stringify(form.fields), 'application/json'),
    make('malformed-body', 'garbage', Buffer.from('\u0000\u0001\u0002garbage--\r\n\r\n'), MULTIPART_TYPE),
    // A file name is not stored as typed: the routes keep its printable part for display.
    make(
      'filename-control',
      'file name with NUL',
      encode([...textParts(form.fields), { ...filePart, filename: 'a\u0000b.png' }]),
      MULTIPART_TYPE,
    ),
    make('valid', 'valid form', encode([...textParts(form.fields), filePart]), MULTIPART_TYPE),
  );
  return requests;
}
