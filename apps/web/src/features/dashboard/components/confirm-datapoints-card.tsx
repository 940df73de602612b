import type { EnrichmentProfile } from '@impact/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { ClientLogo } from '../../../components/client-logo';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { employeeCountLabel, revenueLabel } from '../../../lib/client-labels';
import type { NewClientFields } from '../api/create-client';
import {
  draftFromProfile,
  draftProblem,
  DATAPOINTS,
  toClientFields,
  type DatapointDraft,
} from '../profile-draft';
import { domainOf } from '../search/is-domain-query';
import type { FoundCompany } from '../search/search-options';
import { DatapointEditor } from './datapoint-editor';

interface ConfirmDatapointsCardProps {
  company: FoundCompany;
  profile: EnrichmentProfile;
  isCreating: boolean;
  onConfirm: (fields: NewClientFields) => void;
  onReturn: () => void;
}

function shownValue(draft: DatapointDraft, field: keyof DatapointDraft): string {
  if (field === 'EmployeeCount') return employeeCountLabel(draft.EmployeeCount) ?? '—';
  if (field === 'Revenue') return revenueLabel(draft.Revenue) ?? '—';
  return draft[field].trim() || '—';
}

/** Spec 01 §2: the enrichment's key datapoints, to confirm as they are or correct first. */
export default function ConfirmDatapointsCard({
  company,
  profile,
  isCreating,
  onConfirm,
  onReturn,
}: ConfirmDatapointsCardProps) {
  const id = useId();
  const suggested = useMemo(() => draftFromProfile(profile), [profile]);
  const [draft, setDraft] = useState(suggested);
  const [isEditing, setIsEditing] = useState(false);
  const [showProblem, setShowProblem] = useState(false);
  const problem = draftProblem(draft);
  const name = profile.Name?.trim() || company.Name;
  const domain = domainOf(profile.Domain) ?? domainOf(company.Domain);
  // The address the server gave with the profile or the search result; without one, the initial.
  const logoUrl = profile.LogoUrl ?? company.LogoUrl ?? null;
  const website = profile.WebsiteUrl || company.WebsiteUrl;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem) {
      setIsEditing(true);
      setShowProblem(true);
      return;
    }
    onConfirm(toClientFields(profile, company, suggested, draft));
  }

  return (
    <div className="grid w-full max-w-2xl gap-2">
      <form
        aria-labelledby={`${id}-title`}
        onSubmit={handleSubmit}
        // Our own message for an impossible year, rather than the browser's bubble.
        noValidate
        className="grid gap-5 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm sm:p-6"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
            Confirm Key Datapoints
          </h2>
          <div className="flex items-center gap-3">
            <ClientLogo name={name} logoUrl={logoUrl} className="size-12" />
            <div className="min-w-0">
              <p className="truncate text-base font-medium">{name}</p>
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                >
                  {domain ?? website}
                  <ExternalLinkIcon aria-hidden className="size-3.5" />
                </a>
              )}
            </div>
          </div>
        </div>

        {isEditing ? (
          <DatapointEditor
            idPrefix={id}
            draft={draft}
            onChange={setDraft}
            yearProblem={showProblem ? problem : null}
            disabled={isCreating}
          />
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {DATAPOINTS.map(({ field, label }) => (
              <div
                key={field}
                className={field === 'CompanyInfo' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}
              >
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
                <dd className="text-sm whitespace-pre-line">{shownValue(draft, field)}</dd>
              </div>
            ))}
          </dl>
        )}

        {isCreating && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Creating client and starting assessment...
          </p>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button variant="ghost" onClick={onReturn} disabled={isCreating} className="sm:mr-auto">
            ← Return to search
          </Button>
          <Button
            variant="outline"
            aria-pressed={isEditing}
            className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            onClick={() => setIsEditing((editing) => !editing)}
            disabled={isCreating}
          >
            Correct
          </Button>
          <Button type="submit" disabled={isCreating}>
            {isCreating && <Spinner />}
            Confirm
          </Button>
        </div>
      </form>
      {profile.notes.length > 0 && (
        <ul className="grid gap-1 px-1 text-xs text-muted-foreground">
          {profile.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
