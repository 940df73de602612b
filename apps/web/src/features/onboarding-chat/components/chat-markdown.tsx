import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isWebLink, safeLinkTarget } from '../../../lib/source-links';

const REMARK_PLUGINS = [remarkGfm];

/** Chat-sized markdown: raw HTML is never rendered, and links pass the safe-target check first. */
const COMPONENTS: Components = {
  p: ({ node: _node, ...props }) => <p {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="grid list-disc gap-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="grid list-decimal gap-1 pl-5" {...props} />,
  h1: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <p className="font-semibold" {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        href={href}
        {...(isWebLink(href) ? { target: '_blank', rel: 'noreferrer' } : {})}
        className="break-words text-primary underline underline-offset-4 hover:no-underline"
        {...props}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
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
        remarkPlugins={REMARK_PLUGINS}
        urlTransform={(url) => safeLinkTarget(url)}
        components={COMPONENTS}
      >
        {content}
      </Markdown>
    </div>
  );
}
