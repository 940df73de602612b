import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isWebLink, safeLinkTarget } from '../../lib/source-links';

/** GitHub-flavoured markdown (tables, strikethrough, autolinks); raw HTML is never rendered. */
export const MARKDOWN_REMARK_PLUGINS = [remarkGfm];

/** react-markdown's urlTransform: every link passes the safe-target check (an unsafe one is emptied). */
export const safeMarkdownUrl = (url: string) => safeLinkTarget(url);

/**
 * The renderers every markdown surface shares: paragraphs, lists, and links that open web pages in a
 * new tab; a link whose target was emptied by safeMarkdownUrl is plain text.
 */
export const BASE_MARKDOWN_COMPONENTS: Components = {
  p: ({ node: _node, ...props }) => <p {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="grid list-disc gap-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="grid list-decimal gap-1 pl-5" {...props} />,
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
};
