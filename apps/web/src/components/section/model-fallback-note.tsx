import type { Provenance } from '@impact/contracts';
import { modelParticipationLines } from './model-fallback';

/** The section's word on the model: answered without it, or figures of it left out. */
export function ModelFallbackNote({ provenance }: { provenance: Provenance | null | undefined }) {
  const lines = modelParticipationLines(provenance);
  if (lines.length === 0) return null;
  return (
    <div
      role="note"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
