import { SparklesIcon } from 'lucide-react';
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
