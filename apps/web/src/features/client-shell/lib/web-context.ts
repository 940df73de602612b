import type { WebSource as Source } from '@impact/contracts';

/**
 * A Web Context query's `result` is stored as the research service's chat completion, a JSON string
 * whose first choice message content is the answer (spec 02 §2). Older or hand-compiled entries (the
 * sample profiles) hold the answer as plain text, so anything that is not that JSON is the text itself.
 */
export function webResultText(result: unknown): string {
  if (typeof result !== 'string') return '';
  const trimmed = result.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
  const content = (parsed as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  // JSON of another shape has no answer to show; printing the raw object would help nobody.
  return typeof content === 'string' ? content.trim() : '';
}

/**
 * The answer as paragraphs of plain text: research services answer in light markdown, and the panel
 * shows text, so bold markers and heading hashes are dropped.
 */
export function answerParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export type AnswerSegment =
  | { kind: 'text'; text: string }
  | { kind: 'citation'; number: number; source: Pick<Source, 'url' | 'title'> };

/** [3] and grouped forms such as [1, 2]; four digits ([2024]) are a year, not a citation. */
const CITATION = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/**
 * Splits an answer into text and citation markers: [n] names the query's sources[n - 1]. A marker
 * without such a source stays as text, so nothing links nowhere.
 */
export function citationSegments(text: string, sources: Pick<Source, 'url' | 'title'>[]): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let position = 0;
  for (const match of text.matchAll(CITATION)) {
    pushText(text.slice(position, match.index));
    for (const raw of match[1]!.split(',')) {
      const number = Number(raw.trim());
      const source = sources[number - 1];
      if (number >= 1 && source) segments.push({ kind: 'citation', number, source });
      else pushText(`[${number}]`);
    }
    position = match.index + match[0].length;
  }
  pushText(text.slice(position));
  return segments;
}
