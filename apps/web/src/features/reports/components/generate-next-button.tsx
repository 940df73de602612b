import { ListChecksIcon, SparklesIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Spec 02 §2: the yellow 'Generate next section: {Section Name}' button. */
export function GenerateNextButton(props: {
  label: string;
  disabled: boolean;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="lg"
      disabled={props.disabled}
      onClick={props.onClick}
      className="h-auto min-h-11 w-full py-2.5 whitespace-normal bg-yellow-400 text-yellow-950 hover:bg-yellow-300 sm:w-fit sm:justify-self-start"
    >
      {props.pending ? <Spinner /> : <SparklesIcon aria-hidden />}
      {props.label}
    </Button>
  );
}

/**
 * Beside the spec's one-at-a-time button: every section still missing, one after another, for someone
 * who does not want to come back five times. The spec's flow stays as it was.
 */
export function GenerateAllButton(props: { disabled: boolean; running: boolean; onClick: () => void }) {
  return (
    <Button
      size="lg"
      variant="outline"
      disabled={props.disabled}
      onClick={props.onClick}
      className="h-auto min-h-11 w-full py-2.5 whitespace-normal sm:w-fit"
    >
      {props.running ? <Spinner /> : <ListChecksIcon aria-hidden />}
      {props.running ? 'Generating all remaining sections...' : 'Generate all remaining sections'}
    </Button>
  );
}
