import { Paragraph, TextRun, type IRunOptions } from 'docx';
import { MUTED } from '../../../lib/docx-house-style.js';

/**
 * Text Word's XML can hold. Prefilled values come from documents and web pages, not only from requests
 * (which refuse these characters), and one control character would make the whole file unreadable.
 */
export function xmlSafe(text: string): string {
  return text.replace(
    // oxlint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

export function run(text: string, options: Omit<IRunOptions, 'text' | 'children'> = {}): TextRun {
  return new TextRun({ ...options, text: xmlSafe(text) });
}

/** A multi-line text as one run per line with line breaks between, so a value's paragraphs stay apart. */
export function lines(text: string, options: Omit<IRunOptions, 'text' | 'children'> = {}): TextRun[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, index) => new TextRun({ ...options, text: xmlSafe(line), break: index > 0 ? 1 : 0 }));
}

/** Small grey text under a label: the paragraph and identifier, a disclosure's completeness. */
export function mutedParagraph(text: string): Paragraph {
  return new Paragraph({ spacing: { after: 0 }, children: [run(text, { size: 16, color: MUTED })] });
}
