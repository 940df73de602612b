import { organizationFieldsSchema, PLAN_LABELS, type Workspace } from '@impact/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { openPlansDialog } from '../../plans';
import { useUpdateOrganization } from '../api/organization';
import { SettingsCard } from './settings-card';

type Field = 'Name' | 'Website' | 'Description';

/** Shown instead of the save button to members: the server refuses their changes too. */
export const OWNERS_ONLY_NOTE = "Only the organization's owners can change these details.";

/**
 * The organization's name, website and description, with its plan beside them. Owners edit them;
 * members see them read-only (fields disabled, no save) with a sentence saying who can change them.
 */
export function OrganizationSection({ workspace }: { workspace: Workspace }) {
  const id = useId();
  const readOnly = workspace.myRole !== 'owner';
  const [name, setName] = useState(workspace.Name);
  const [website, setWebsite] = useState(workspace.Website ?? '');
  const [description, setDescription] = useState(workspace.Description ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdateOrganization(workspace.documentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Blank website or description means "none", as the setup stage stores it.
    const parsed = organizationFieldsSchema.safeParse({
      Name: name,
      Website: website.trim() || null,
      Description: description.trim() || null,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (organization) =>
        toast.success('Organization saved', { description: `${organization.Name} is up to date.` }),
    });
  }

  const field = (key: Field) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const problem = (key: Field) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="text-xs text-destructive">
        {errors[key]}
      </p>
    );

  return (
    <SettingsCard
      id={`${id}-title`}
      title="Organization"
      description="Shown to your team and on the reports you create."
      aside={
        <div className="flex items-center gap-2">
          <span className="rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary">
            <span className="sr-only">Plan: </span>
            {PLAN_LABELS[workspace.plan]}
          </span>
          <Button variant="outline" size="sm" onClick={openPlansDialog}>
            Compare plans
          </Button>
        </div>
      }
    >
      <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-Name`}>Name</Label>
          <Input
            {...field('Name')}
            value={name}
            disabled={readOnly}
            required
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
          />
          {problem('Name')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-Website`}>Website</Label>
          <Input
            {...field('Website')}
            value={website}
            disabled={readOnly}
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            onChange={(event) => setWebsite(event.target.value)}
          />
          {problem('Website')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-Description`}>Description</Label>
          <Textarea
            {...field('Description')}
            value={description}
            disabled={readOnly}
            onChange={(event) => setDescription(event.target.value)}
          />
          {problem('Description')}
        </div>
        {readOnly ? (
          <p className="text-sm text-muted-foreground">{OWNERS_ONLY_NOTE}</p>
        ) : (
          <>
            <FormError message={save.error?.message} />
            <Button type="submit" className="w-full sm:w-fit sm:justify-self-end" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              Save changes
            </Button>
          </>
        )}
      </form>
    </SettingsCard>
  );
}
