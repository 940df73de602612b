import { Spinner } from '../../../components/ui/spinner';

/** A centred "working on it" message for screens that only route the user onwards. */
export function StatusScreen({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted-foreground"
    >
      <Spinner className="size-6 text-primary" />
      <p className="text-sm">{message}</p>
    </div>
  );
}
