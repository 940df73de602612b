import { MODEL_VARIABLES, RESEARCH_VARIABLES, type ProviderVariable } from '../lib/help-content';
import { HelpSection } from './help-section';

function VariableList({ label, variables }: { label: string; variables: ProviderVariable[] }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-3 rounded-xl border bg-card p-4 text-sm text-card-foreground sm:p-5"
    >
      {variables.map((variable) => (
        <div key={variable.name} className="grid gap-1 sm:grid-cols-[13rem_1fr] sm:gap-4">
          <dt>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
              {variable.name}
            </code>
          </dt>
          <dd className="text-muted-foreground">{variable.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

const EXAMPLE = `MODEL_PROVIDER=openai OPENAI_API_KEY=sk-… PERPLEXITY_API_KEY=pplx-… npm start`;

/** Help's Admin-only part: the server settings that connect a language model and a research provider. */
export function ProviderSettings() {
  return (
    <HelpSection id="help-provider-settings" title="For administrators: provider settings">
      <p className="text-sm text-muted-foreground">
        Whoever runs the server connects providers with environment variables, which are checked when the
        server starts; restart it after changing them.
      </p>
      <h3 className="font-medium">Language model</h3>
      <VariableList label="Language model settings" variables={MODEL_VARIABLES} />
      <h3 className="font-medium">Web research</h3>
      <VariableList label="Web research settings" variables={RESEARCH_VARIABLES} />
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">For example:</p>
        <pre className="overflow-x-auto rounded-lg bg-muted px-4 py-3 font-mono text-xs">
          <code>{EXAMPLE}</code>
        </pre>
      </div>
    </HelpSection>
  );
}
