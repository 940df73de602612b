import { Lexer, type Token, type Tokens } from 'marked';

/** A stretch of text with one formatting; the writers turn each into a run (docx) or a text call (PDF). */
export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
  /** An http(s) or mailto target; other schemes stay plain text so a document never carries script links. */
  link?: string;
  /** A citation `[n]` whose source is in the report's source list, so it can link to that entry. */
  citation?: number;
  /** A hard line break (its text is empty). */
  lineBreak?: boolean;
}

export type CellAlign = 'left' | 'center' | 'right' | null;

/** The document model both writers render: a small subset of markdown, everything else as plain text. */
export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; runs: InlineRun[] }
  | { kind: 'paragraph'; runs: InlineRun[] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'table'; align: CellAlign[]; header: InlineRun[][]; rows: InlineRun[][][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' };

export interface MarkdownOptions {
  /** Source numbers that exist; `[n]` outside this set stays plain text. */
  citations: ReadonlySet<number>;
  /** The section's display title: a leading markdown heading repeating it is dropped (the writer adds its own). */
  sectionTitle?: string;
}

type Style = Pick<InlineRun, 'bold' | 'italic' | 'strike' | 'link'>;

/** Parses a section's markdown with marked's lexer (GFM tables on) into blocks. */
export function markdownToBlocks(markdown: string, options: MarkdownOptions): Block[] {
  const tokens = withoutRepeatedTitle(new Lexer({ gfm: true }).lex(markdown), options.sectionTitle);
  const headingDepths = tokens.filter((t): t is Tokens.Heading => t.type === 'heading').map((t) => t.depth);
  // The shallowest markdown heading becomes Heading 2, since Heading 1 is the section itself.
  const context = { options, minDepth: Math.min(...headingDepths, 6) };
  return tokens.flatMap((token) => toBlocks(token, context));
}

/** Drops a leading heading that repeats the section's title: the writers add the title as Heading 1. */
function withoutRepeatedTitle(tokens: Token[], sectionTitle: string | undefined): Token[] {
  const firstIndex = tokens.findIndex((token) => token.type !== 'space');
  const first = tokens[firstIndex];
  const repeats =
    first?.type === 'heading' && sectionTitle !== undefined && sameTitle(first.text, sectionTitle);
  return repeats ? tokens.filter((_, index) => index !== firstIndex) : tokens;
}

/** The plain text of runs, for measuring and for tests. */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((run) => (run.lineBreak ? '\n' : run.text)).join('');
}

interface Context {
  options: MarkdownOptions;
  minDepth: number;
}

function toBlocks(token: Token, context: Context): Block[] {
  const inline = (tokens: Token[] | undefined) => toRuns(tokens ?? [], {}, context.options);
  switch (token.type) {
    case 'space':
    case 'def':
      return [];
    case 'heading': {
      const level = Math.min(4, 2 + token.depth - context.minDepth) as 2 | 3 | 4;
      return [{ kind: 'heading', level, runs: inline(token.tokens) }];
    }
    case 'paragraph':
      return [{ kind: 'paragraph', runs: inline(token.tokens) }];
    case 'text':
      return [
        {
          kind: 'paragraph',
          runs: token.tokens ? inline(token.tokens) : textRuns(token.text, {}, context.options),
        },
      ];
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item) => item.tokens.flatMap((child) => toBlocks(child, context)));
      const start = typeof list.start === 'number' ? list.start : 1;
      return [{ kind: 'list', ordered: list.ordered, start, items }];
    }
    case 'table': {
      const table = token as Tokens.Table;
      return [
        {
          kind: 'table',
          align: table.align,
          header: table.header.map((cell) => inline(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens))),
        },
      ];
    }
    case 'blockquote':
      return [{ kind: 'quote', blocks: (token.tokens ?? []).flatMap((child) => toBlocks(child, context)) }];
    case 'code':
      return [{ kind: 'code', text: token.text }];
    case 'hr':
      return [{ kind: 'rule' }];
    case 'html': {
      const text = stripTags(token.text).trim();
      return text ? [{ kind: 'paragraph', runs: textRuns(text, {}, context.options) }] : [];
    }
    default: {
      const text = 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
      return text.trim() ? [{ kind: 'paragraph', runs: textRuns(text, {}, context.options) }] : [];
    }
  }
}

function toRuns(tokens: Token[], style: Style, options: MarkdownOptions): InlineRun[] {
  return tokens.flatMap((token): InlineRun[] => {
    switch (token.type) {
      case 'strong':
        return toRuns(token.tokens ?? [], { ...style, bold: true }, options);
      case 'em':
        return toRuns(token.tokens ?? [], { ...style, italic: true }, options);
      case 'del':
        return toRuns(token.tokens ?? [], { ...style, strike: true }, options);
      case 'codespan':
        return [{ ...style, text: decodeEntities(token.text), code: true }];
      case 'br':
        return [{ text: '', lineBreak: true }];
      case 'link': {
        const href = safeHref(token.href);
        return toRuns(token.tokens ?? [], href ? { ...style, link: href } : style, options);
      }
      case 'image':
        return textRuns(token.text, style, options);
      case 'html':
        return /^<br\s*\/?>$/i.test(token.text.trim())
          ? [{ text: '', lineBreak: true }]
          : textRuns(stripTags(token.text), style, options);
      case 'text':
        return token.tokens ? toRuns(token.tokens, style, options) : textRuns(token.text, style, options);
      default:
        return 'text' in token && typeof token.text === 'string' ? textRuns(token.text, style, options) : [];
    }
  });
}

/** Plain text → runs, with soft line breaks as spaces and `[n]` split out as citations (not inside links). */
function textRuns(raw: string, style: Style, options: MarkdownOptions): InlineRun[] {
  const text = decodeEntities(raw).replace(/[ \t]*\n[ \t]*/g, ' ');
  if (style.link) return text ? [{ ...style, text }] : [];
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,4})\]/g)) {
    const n = Number(match[1]);
    if (!options.citations.has(n)) continue;
    if (match.index > last) runs.push({ ...style, text: text.slice(last, match.index) });
    runs.push({ ...style, text: match[0], citation: n });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ ...style, text: text.slice(last) });
  return runs;
}

/** The link schemes a document may carry. */
export function safeHref(href: string): string | undefined {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

// marked's lexer leaves entities as written; the renderers that would decode them are not used here.
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

function titleKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
