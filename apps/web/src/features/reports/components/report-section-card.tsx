import { PencilIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import type { ReportSection } from '../api/types';
import { formatTimestamp } from '../lib/format-timestamp';
import { sectionErrorText } from '../lib/report-state';
import { sectionDisplayTitle } from '../lib/section-order';
import { RegenerateControl } from './regenerate-control';
import { ReportMarkdown } from './report-markdown';
import { ReportPromptEditor } from './report-prompt-editor';

/**
 * One report section (spec 02 §2): 'Generating...' while pending, 'Error: …' on failure, the markdown
 * on success with its regenerate control, edit-prompt button and 'Last updated' time.
 */
export function ReportSectionCard(props: {
  reportId: string;
  section: ReportSection;
  /** A section is being generated: regenerating now would replace the list under it. */
  busy: boolean;
  regenerate: (sectionTitle: string) => Promise<unknown>;
  saveAndRegenerate: (section: ReportSection, text: string) => Promise<void>;
}) {
  const { section } = props;
  const name = sectionDisplayTitle(section.Title);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const updated = formatTimestamp(section.LastUpdated);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={section.status === 'pending'}
      // Off screen, the browser skips a card's layout and paint until it is scrolled near (about a
      // card's height reserved for it meanwhile): a long report's first paint lays out only what shows.
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {name}
          </h2>
          {section.status === 'success' && updated && (
            <p className="text-xs text-muted-foreground">Last updated: {updated}</p>
          )}
        </div>
        {section.status === 'success' && (
          <div className="flex flex-wrap items-center gap-2">
            <RegenerateControl
              reportId={props.reportId}
              sectionTitle={section.Title}
              sectionName={name}
              disabled={props.busy}
              regenerate={props.regenerate}
            />
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={props.busy}>
              <PencilIcon aria-hidden />
              Edit prompt<span className="sr-only"> for {name}</span>
            </Button>
          </div>
        )}
      </header>

      {section.status === 'pending' && (
        <div role="status" className="grid gap-3">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Generating...
          </p>
          <div aria-hidden className="grid animate-pulse gap-2">
            <div className="h-3 w-11/12 rounded bg-muted" />
            <div className="h-3 w-9/12 rounded bg-muted" />
            <div className="h-3 w-10/12 rounded bg-muted" />
          </div>
        </div>
      )}
      {section.status === 'error' && <FormError message={sectionErrorText(section.error)} />}
      {section.status === 'success' && <ReportMarkdown content={section.Content ?? ''} />}

      {editing && (
        <ReportPromptEditor
          section={section}
          sectionName={name}
          onClose={() => setEditing(false)}
          saveAndRegenerate={props.saveAndRegenerate}
        />
      )}
    </section>
  );
}
