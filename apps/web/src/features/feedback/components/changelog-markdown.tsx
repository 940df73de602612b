import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Headings inside an entry are styled paragraphs, so they never break the dialog's heading outline. */
const Subheading = (props: ComponentProps<'p'>) => <p className="font-semibold text-foreground" {...props} />;

const components: Components = {
  h1: ({ node: _node, ...props }) => <Subheading {...props} />,
  h2: ({ node: _node, ...props }) => <Subheading {...props} />,
  h3: ({ node: _node, ...props }) => <Subheading {...props} />,
  h4: ({ node: _node, ...props }) => <Subheading {...props} />,
  // Links leave the app in a new tab; react-markdown has already emptied unsafe targets (javascript:).
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4" />
  ),
};

/** A changelog entry's Markdown body (raw HTML in it is not rendered). */
export function ChangelogMarkdown({ body }: { body: string }) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed break-words text-foreground/90 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {body}
      </Markdown>
    </div>
  );
}
