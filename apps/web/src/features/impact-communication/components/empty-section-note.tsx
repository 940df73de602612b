/**
 * What an Admin sees in a section that has nothing to show (others don't see the card): that it is
 * empty, and why when the step said so ('Not researched: …').
 */
export function EmptySectionNote(props: { message: string; note?: string | null }) {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      <p>{props.message}</p>
      {props.note && <p className="text-xs">{props.note}</p>}
    </div>
  );
}
