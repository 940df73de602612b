/** What every interactive component receives from the message that carries it. */
export interface ComponentViewProps {
  props: Record<string, unknown>;
  /** The active component while no reply streams: the only one that takes input. */
  interactive: boolean;
  onSubmit: (data: Record<string, unknown>) => void;
}
