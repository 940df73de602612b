import { MessageSquareIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { openFeedbackDialog } from '../../feedback';
import { useIsAdmin } from '../../../lib/client/use-is-admin';
import { CLIENT_SECTIONS, DATA_SOURCES } from '../lib/help-content';
import { HelpSection } from './help-section';
import { ProviderSettings } from './provider-settings';

/** /help: open to everyone. */
export default function HelpPage() {
  // Server settings are for whoever runs the server, not for consultants (spec 02 §6's Admin role).
  const isAdmin = useIsAdmin();
  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-12 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Help</h1>
        <p className="text-muted-foreground">
          What each page of a client shows, where its information comes from, and what to do when something
          was not researched.
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
          Without them the product still works: the knowledge base and the company&apos;s own website give
          what they can, and a section that needed web research says what was not researched. To have
          companies researched on the web, or texts written by a language model, ask your administrator to
          connect a research provider or a model.
        </p>
      </HelpSection>

      {isAdmin && <ProviderSettings />}

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
