import { Lexer } from 'marked';
import { memo, useMemo } from 'react';
import { headingShift } from '../lib/markdown-headings';
import { markdownBlocks } from './markdown-tokens';

/**
 * A report section's markdown, tables included (GFM), in the page's type and colours. Memoised: the
 * page re-renders while sections generate, and a section's text has not changed then.
 */
export const ReportMarkdown = memo(function ReportMarkdown({ content }: { content: string }) {
  const blocks = useMemo(
    () => markdownBlocks(new Lexer({ gfm: true }).lex(content), headingShift(content)),
    [content],
  );
  return (
    <div className="grid min-w-0 gap-3 text-sm leading-relaxed break-words [&_li>ol]:mt-1 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_li>ul]:mt-1 [&_tr:last-child>td]:border-b-0">
      {blocks}
    </div>
  );
});
