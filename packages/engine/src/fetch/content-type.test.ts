import { describe, expect, it } from 'vitest';
import { decodeBody, isContentTypeAccepted, parseContentType } from './content-type.js';

describe('content types', () => {
  it('reads the type and charset of a header', () => {
    expect(parseContentType('Text/HTML; Charset="ISO-8859-1"')).toEqual({
      mimeType: 'text/html',
      charset: 'ISO-8859-1',
    });
    expect(parseContentType(undefined)).toEqual({ mimeType: '', charset: undefined });
  });

  it('accepts exact types and whole families', () => {
    expect(isContentTypeAccepted('image/svg+xml', ['image/*'])).toBe(true);
    expect(isContentTypeAccepted('text/html', ['text/html'])).toBe(true);
    expect(isContentTypeAccepted('text/htmlx', ['text/html'])).toBe(false);
    expect(isContentTypeAccepted('', ['text/html'])).toBe(false);
  });

  it('decodes with the charset an HTML page declares when the header has none', () => {
    const body = Buffer.from('<meta charset="windows-1252"><p>café</p>', 'latin1');
    expect(decodeBody(body, { mimeType: 'text/html', charset: undefined })).toContain('café');
  });

  it('falls back to UTF-8 for an unknown charset label', () => {
    const body = Buffer.from('naïve', 'utf8');
    expect(decodeBody(body, { mimeType: 'text/plain', charset: 'x-unknown' })).toBe('naïve');
  });
});
