import { INITIATIVE_CATEGORIES, INITIATIVE_LIMITS, INITIATIVE_STATUSES } from '@impact/contracts';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveInitiative } from '../api/save-initiative';
import { imageFileError } from '../lib/image-file';
import {
  draftFromInitiative,
  EMPTY_DRAFT,
  hasErrors,
  toInitiativeData,
  validateDraft,
  type DraftErrors,
  type InitiativeDraft,
} from '../lib/initiative-form';
import { imageOf, STATUS_LABELS, type InitiativeRecord } from '../lib/initiative-record';
import { addKeyword } from '../lib/keywords';
import { DeleteInitiativeButton } from './delete-initiative-button';
import { ImageField } from './image-field';
import { KeywordsField } from './keywords-field';
import { UrlRowsField } from './url-rows-field';

/** What the dialog is doing: adding, or editing one initiative; null when closed. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; initiative: InitiativeRecord } | null;

/** Spec 02 §2 and §5: the add/edit dialog; delete is offered when editing. */
export function InitiativeFormDialog(props: { clientId: number; target: FormTarget; onClose: () => void }) {
  const { target } = props;
  const editing = target?.mode === 'edit' ? target.initiative : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Initiative' : 'Add Initiative'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change what is known about this initiative.'
              : 'Record a sustainability initiative and where it is documented.'}
          </DialogDescription>
        </DialogHeader>
        {target && (
          // A new key per opening starts the form afresh.
          <InitiativeForm
            key={editing ? `edit-${editing.id}` : 'add'}
            clientId={props.clientId}
            initiative={editing}
            onDone={props.onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InitiativeForm(props: {
  clientId: number;
  initiative: InitiativeRecord | null;
  onDone: () => void;
}) {
  const { initiative } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<InitiativeDraft>(() =>
    initiative ? draftFromInitiative(initiative) : EMPTY_DRAFT,
  );
  const [keywordEntry, setKeywordEntry] = useState('');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveInitiative(props.clientId);
  const imageError = imageFileError(imageFile);
  const busy = save.isPending;

  const update = <K extends keyof InitiativeDraft>(field: K, value: InitiativeDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'title' || field === 'description' || field === 'source' || field === 'urls') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A keyword typed but not yet added still counts.
    const ready = { ...draft, keywords: addKeyword(draft.keywords, keywordEntry) };
    const found = validateDraft(ready);
    setErrors(found);
    if (hasErrors(found) || imageError) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setDraft(ready);
    setKeywordEntry('');
    save.mutate(
      { id: initiative?.id, data: toInitiativeData(ready), imageFile, removeImage },
      {
        onSuccess: ({ imageProblem }) => {
          toast.success(initiative ? 'Initiative updated' : 'Initiative added');
          if (imageProblem) toast.error(`The image could not be uploaded: ${imageProblem}`);
          props.onDone();
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        <Input
          id={`${id}-title`}
          value={draft.title}
          required
          maxLength={INITIATIVE_LIMITS.title}
          disabled={busy}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(event) => update('title', event.target.value)}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea
          id={`${id}-description`}
          value={draft.description}
          required
          maxLength={INITIATIVE_LIMITS.description}
          disabled={busy}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(event) => update('description', event.target.value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Category">
          <NativeSelect
            id={`${id}-category`}
            value={draft.category}
            required
            disabled={busy}
            onChange={(event) => update('category', event.target.value as InitiativeDraft['category'])}
          >
            {INITIATIVE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-status`} label="Status">
          <NativeSelect
            id={`${id}-status`}
            value={draft.status}
            required
            disabled={busy}
            onChange={(event) => update('status', event.target.value as InitiativeDraft['status'])}
          >
            {INITIATIVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id={`${id}-source`} label="Source" error={errors.source}>
        <Input
          id={`${id}-source`}
          value={draft.source}
          required
          maxLength={INITIATIVE_LIMITS.source}
          disabled={busy}
          placeholder="e.g. Sustainability Report 2025"
          aria-invalid={errors.source ? true : undefined}
          aria-describedby={errors.source ? `${id}-source-error` : undefined}
          onChange={(event) => update('source', event.target.value)}
        />
      </Field>
      <UrlRowsField
        idPrefix={id}
        rows={draft.urls}
        errors={errors.urls}
        disabled={busy}
        onChange={(rows) => update('urls', rows)}
      />
      <KeywordsField
        id={`${id}-keywords`}
        keywords={draft.keywords}
        entry={keywordEntry}
        disabled={busy}
        onEntryChange={setKeywordEntry}
        onChange={(keywords) => update('keywords', keywords)}
      />
      <ImageField
        id={`${id}-image`}
        currentImage={initiative ? imageOf(initiative) : null}
        file={imageFile}
        removeCurrent={removeImage}
        error={imageError}
        disabled={busy}
        onFileChange={setImageFile}
        onRemoveCurrentChange={setRemoveImage}
      />
      <FormError message={save.isError ? save.error.message : null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {initiative && (
          <DeleteInitiativeButton
            id={initiative.id}
            title={initiative.Title}
            disabled={busy}
            onDeleted={() => {
              toast.success('Initiative deleted');
              props.onDone();
            }}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" disabled={busy} onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Saving...' : initiative ? 'Save Changes' : 'Add Initiative'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A labelled field with its required mark and error line. */
function Field(props: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>
        {props.label}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className="text-xs text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
