/** For tests: the CSV export read back. */
/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    i += 1;
    if (quoted && char === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && next === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
}
