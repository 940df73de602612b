import type { WebSearchStatus } from '@impact/contracts';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRepeatWebResearch } from '../api/repeat-web-research';
import { useRepeatWebsiteScrape } from '../api/repeat-website-scrape';
import type { RepeatAccess } from '../lib/library';

const ACCESS_NOTES: Record<Exclude<RepeatAccess, 'allowed'>, string> = {
  sample: 'Sample profiles are read-only.',
  'signed-out': 'Sign in to repeat it.',
};

function RepeatButton(props: {
  label: string;
  access: RepeatAccess;
  busy: boolean;
  busyNote: string;
  onClick: () => void;
}) {
  const note = props.access === 'allowed' ? (props.busy ? props.busyNote : null) : ACCESS_NOTES[props.access];
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <Button
        variant="outline"
        size="sm"
        disabled={props.access !== 'allowed' || props.busy}
        onClick={props.onClick}
      >
        {props.busy ? <Spinner /> : <RefreshCwIcon aria-hidden />}
        {props.label}
      </Button>
      <p role="status" className="min-h-4 text-xs text-muted-foreground">
        {note}
      </p>
    </div>
  );
}

/** Disabled while a run is in progress: this one, or one the assessment started (the polled status). */
export function RepeatWebResearchButton(props: {
  documentId: string;
  access: RepeatAccess;
  status: WebSearchStatus['status'] | undefined;
}) {
  const repeat = useRepeatWebResearch(props.documentId);
  return (
    <RepeatButton
      label="Repeat Web Research"
      access={props.access}
      busy={repeat.running || props.status === 'in-progress'}
      busyNote="Web research in progress…"
      onClick={repeat.start}
    />
  );
}

export function RepeatWebsiteScrapeButton(props: { documentId: string; access: RepeatAccess }) {
  const repeat = useRepeatWebsiteScrape(props.documentId);
  return (
    <RepeatButton
      label="Repeat Website Scrape"
      access={props.access}
      busy={repeat.running}
      busyNote="Reading the website…"
      onClick={repeat.start}
    />
  );
}
