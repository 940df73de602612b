import { useEffect, useState } from 'react';
import { REGENERATE_IDLE, createRegenerateControl } from '../lib/regenerate-control';

/** One section's regenerate control: its state, and `run` (see createRegenerateControl). */
export function useRegenerateControl() {
  const [state, setState] = useState(REGENERATE_IDLE);
  const [control] = useState(() => createRegenerateControl({ onChange: setState }));
  useEffect(() => () => control.dispose(), [control]);
  return { state, run: control.run };
}
