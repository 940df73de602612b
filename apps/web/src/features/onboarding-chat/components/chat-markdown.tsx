import Markdown, { type Components } from 'react-markdown';
import {
  BASE_MARKDOWN_COMPONENTS,
  MARKDOWN_REMARK_PLUGINS,
  safeMarkdownUrl,
} from '../../../components/markdown/base-components';

/** Chat-sized markdown: raw HTML is never rendered, and links pass the safe-target check first. */
const COMPONENTS: Components = {
  ...BASE_MARKDOWN_COMPONENTS,
  h1: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-background/60 px-1 py-0.5 font-mono text-xs" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="overflow-x-auto rounded-md bg-background/60 p-2" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th scope="col" className="border-b px-2 py-1 font-medium" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b px-2 py-1 align-top" {...props} />,
};

export function ChatMarkdown({ content }: { content: string }) {
  return (
    <div className="grid min-w-0 gap-2 text-sm leading-relaxed break-words">
      <Markdown
        remarkPlugins={MARKDOWN_REMARK_PLUGINS}
        urlTransform={safeMarkdownUrl}
        components={COMPONENTS}
      >
        {content}
      </Markdown>
    </div>
  );
}
