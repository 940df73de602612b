import type { Token, Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { isWebLink, safeLinkTarget } from '../../../lib/source-links';
import { shiftedLevel } from '../lib/markdown-headings';
import { decodeEntities } from '../lib/markdown-text';

/**
 * marked's tokens as the report's React elements. marked's lexer reads a section about ten times faster
 * than the unified pipeline react-markdown runs, which held the main thread for seconds on a phone.
 * Raw HTML is shown as text, never as markup, and every link target passes safeLinkTarget.
 */
export function markdownBlocks(tokens: readonly Token[], headingShift: number): ReactNode[] {
  return tokens.map((token, index) => block(token, index, headingShift));
}

function block(token: Token, key: number, shift: number): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const Tag = `h${shiftedLevel(token.depth, shift)}` as 'h3';
      const size = Tag === 'h3' ? 'text-base' : 'text-sm';
      return (
        <Tag key={key} className={`${size} mt-2 font-semibold tracking-tight`}>
          {inline(token.tokens ?? [])}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{inline(token.tokens ?? [])}</p>;
    case 'list':
      return list(token as Tokens.List, key, shift);
    case 'table':
      return table(token as Tokens.Table, key);
    case 'blockquote':
      return (
        <blockquote key={key} className="border-l-4 pl-4 text-muted-foreground">
          {markdownBlocks(token.tokens ?? [], shift)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-muted p-3">
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{token.text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} className="border-border" />;
    case 'html':
      return token.text;
    default:
      // A tight list item's text; anything else marked may add is kept as its text.
      return 'tokens' in token && token.tokens ? (
        <Fragment key={key}>{inline(token.tokens)}</Fragment>
      ) : (
        textOf(token)
      );
  }
}

function list(token: Tokens.List, key: number, shift: number): ReactNode {
  const items = token.items.map((item, index) => (
    <li key={index}>
      {item.tokens.map((child, childIndex) =>
        // A loose list's items are paragraphs; a tight list's, bare text.
        child.type === 'text' && item.loose ? (
          <p key={childIndex}>{inline(child.tokens ?? [])}</p>
        ) : child.type === 'checkbox' ? (
          <input key={childIndex} type="checkbox" checked={child.checked} disabled className="mr-1.5" />
        ) : child.type === 'text' ? (
          <Fragment key={childIndex}>
            {child.tokens ? inline(child.tokens) : decodeEntities(child.text)}
          </Fragment>
        ) : (
          block(child, childIndex, shift)
        ),
      )}
    </li>
  ));
  if (!token.ordered) {
    return (
      <ul key={key} className="grid list-disc gap-1 pl-5">
        {items}
      </ul>
    );
  }
  const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
  return (
    <ol key={key} start={start} className="grid list-decimal gap-1 pl-5">
      {items}
    </ol>
  );
}

// Wide tables scroll sideways inside the card instead of widening the page on a phone.
function table(token: Tokens.Table, key: number): ReactNode {
  const align = (index: number) => {
    const value = token.align[index];
    return value ? { textAlign: value } : undefined;
  };
  return (
    <div key={key} className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            {token.header.map((cell, index) => (
              <th
                key={index}
                scope="col"
                style={align(index)}
                className="border-b px-3 py-2 align-bottom font-medium whitespace-nowrap"
              >
                {inline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        {token.rows.length > 0 && (
          <tbody>
            {token.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={align(index)} className="border-b px-3 py-2 align-top">
                    {inline(cell.tokens)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function inline(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'strong':
        return <strong key={key}>{inline(token.tokens ?? [])}</strong>;
      case 'em':
        return <em key={key}>{inline(token.tokens ?? [])}</em>;
      case 'del':
        return <del key={key}>{inline(token.tokens ?? [])}</del>;
      case 'codespan':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-xs">
            {token.text}
          </code>
        );
      case 'br':
        return <br key={key} />;
      case 'link':
        return link(token as Tokens.Link, key);
      case 'image': {
        const src = safeLinkTarget(token.href);
        return src ? (
          <img key={key} src={src} alt={token.text} className="max-w-full rounded-md" />
        ) : (
          decodeEntities(token.text)
        );
      }
      case 'text':
        return token.tokens ? inline(token.tokens) : textOf(token);
      default:
        // Inline HTML and escaped characters: their text, never markup.
        return textOf(token);
    }
  });
}

/** Web pages open in a new tab; a link whose target is unsafe (javascript:, data:) is plain text. */
function link(token: Tokens.Link, key: number): ReactNode {
  const href = safeLinkTarget(token.href);
  const children = inline(token.tokens);
  if (!href) return <span key={key}>{children}</span>;
  return (
    <a
      key={key}
      href={href}
      {...(isWebLink(href) ? { target: '_blank', rel: 'noreferrer' } : {})}
      {...(token.title ? { title: token.title } : {})}
      className="break-words text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
    </a>
  );
}

/** A token's text, entities decoded (marked leaves them as written); strings in a list need no key. */
const textOf = (token: Token): string => {
  const text = 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
  return token.type === 'escape' ? text : decodeEntities(text);
};
