import { MessageSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { openFeedbackDialog } from '../../feedback';
import {
  CLIENT_SECTIONS,
  DATA_SOURCES,
  MODEL_VARIABLES,
  RESEARCH_VARIABLES,
  type ProviderVariable,
} from '../lib/help-content';

function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

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

/** /help: open to everyone. */
export default function HelpPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-12 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Help</h1>
        <p className="text-muted-foreground">
          What each page of a client shows, where its information comes from, and how to connect a language
          model or a research provider.
        </p>
      </div>

      <HelpSection id="help-sections" title="The client pages">
        <ul className="grid gap-3">
          {CLIENT_SECTIONS.map((section) => (
            <li
              key={section.title}
              className="grid gap-1.5 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
            >
              <h3 className="font-medium">{section.title}</h3>
              <p className="text-sm">{section.shows}</p>
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground/80">Where it comes from: </span>
                {section.source}
              </p>
            </li>
          ))}
        </ul>
      </HelpSection>

      <HelpSection id="help-sources" title="Where the information comes from">
        <p className="text-sm text-muted-foreground">
          Every generated item carries its sources (address, title, date read) and how it was produced. Where
          nothing supports a statement, the section says what was checked instead of guessing.
        </p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {DATA_SOURCES.map((source) => (
            <div key={source.title} className="grid content-start gap-1.5 rounded-xl border p-4 sm:p-5">
              <dt className="font-medium">{source.title}</dt>
              <dd className="text-sm text-muted-foreground">{source.description}</dd>
            </div>
          ))}
        </dl>
      </HelpSection>

      <HelpSection id="help-providers" title="Connecting a model or research provider">
        <p className="text-sm text-muted-foreground">
          Without providers the product still works: the knowledge base and the website reader produce what
          they can. Whoever runs the server connects providers with environment variables, which are checked
          when the server starts; restart it after changing them.
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

      <HelpSection id="help-contact" title="Still stuck?">
        <p className="text-sm text-muted-foreground">
          Tell us what you were trying to do. Questions, ideas and bug reports all land on our feedback
          boards, where you can follow the answer.
        </p>
        <Button className="w-fit" onClick={openFeedbackDialog}>
          <MessageSquareIcon aria-hidden />
          Send us feedback
        </Button>
      </HelpSection>
    </div>
  );
}
