import { createContext, useContext, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import {
  BASE_MARKDOWN_COMPONENTS,
  MARKDOWN_REMARK_PLUGINS,
  safeMarkdownUrl,
} from '../../../components/markdown/base-components';
import { headingShift, shiftedLevel } from '../lib/markdown-headings';

/** How far this section's headings move (see headingShift). */
const HeadingShift = createContext(0);

/** Renders a markdown heading of `level` as the page heading it becomes under the section's h2. */
function headingComponent(level: number) {
  return function Heading({ node: _node, ...props }: ComponentProps<'h3'> & ExtraProps) {
    const Tag = `h${shiftedLevel(level, useContext(HeadingShift))}` as 'h3';
    const size = Tag === 'h3' ? 'text-base' : 'text-sm';
    return <Tag className={`${size} mt-2 font-semibold tracking-tight`} {...props} />;
  };
}

const COMPONENTS: Components = {
  // Markdown links pass safeMarkdownUrl first (urlTransform); an emptied target is plain text.
  ...BASE_MARKDOWN_COMPONENTS,
  h1: headingComponent(1),
  h2: headingComponent(2),
  h3: headingComponent(3),
  h4: headingComponent(4),
  h5: headingComponent(5),
  h6: headingComponent(6),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="border-l-4 pl-4 text-muted-foreground" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs" {...props} />
  ),
  pre: ({ node: _node, ...props }) => <pre className="overflow-x-auto rounded-lg bg-muted p-3" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="border-border" {...props} />,
  // Wide tables scroll sideways inside the card instead of widening the page on a phone.
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-muted/60" {...props} />,
  th: ({ node: _node, ...props }) => (
    <th scope="col" className="border-b px-3 py-2 align-bottom font-medium whitespace-nowrap" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b px-3 py-2 align-top" {...props} />,
  img: ({ node: _node, alt, ...props }) => (
    <img alt={alt ?? ''} className="max-w-full rounded-md" {...props} />
  ),
};

/** A report section's markdown, tables included (GFM), in the page's type and colours. */
export function ReportMarkdown({ content }: { content: string }) {
  return (
    <div className="grid min-w-0 gap-3 text-sm leading-relaxed break-words [&_li>ol]:mt-1 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_li>ul]:mt-1 [&_tr:last-child>td]:border-b-0">
      <HeadingShift value={headingShift(content)}>
        <Markdown
          remarkPlugins={MARKDOWN_REMARK_PLUGINS}
          urlTransform={safeMarkdownUrl}
          components={COMPONENTS}
        >
          {content}
        </Markdown>
      </HeadingShift>
    </div>
  );
}
