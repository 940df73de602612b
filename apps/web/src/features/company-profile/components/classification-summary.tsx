import { CUSTOMER_MODELS, PRODUCTION_MODELS, type SectionData } from '@impact/contracts';
import { PencilIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
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
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useCorrectClassification, useSectorChoices } from '../api/classification';
import {
  CUSTOMER_MODEL_LABELS,
  PRODUCTION_MODEL_LABELS,
  classificationLines,
  correctionFrom,
  draftFrom,
  type ClassificationDraft,
} from '../classification-view';

type BusinessModel = SectionData<'BusinessModelOverview'>;

/**
 * Sector, customers and production as the knowledge base classified them, with what decided each;
 * 'Correct' lets a consultant set them in one step, and the sections that rest on them are re-run.
 */
export function ClassificationSummary(props: {
  client: { id: number; Name: string };
  data: BusinessModel;
  canCorrect: boolean;
}) {
  const lines = classificationLines(props.data);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (lines.length === 0 && !props.canCorrect) return null;
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Classification</h3>
        {props.canCorrect && (
          <Button
            ref={trigger}
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <PencilIcon aria-hidden />
            Correct
            <span className="sr-only"> the classification</span>
          </Button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The company’s own words did not decide its sector. Set it to screen the right topics and rules.
        </p>
      ) : (
        <dl className="grid gap-2 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="min-w-0 break-words">
                {line.value}
                <span className="block text-xs text-muted-foreground">
                  {line.sourceUrl ? (
                    <a href={line.sourceUrl} target="_blank" rel="noreferrer" className="underline">
                      {line.basis}
                    </a>
                  ) : (
                    line.basis
                  )}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="sm:max-w-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Correct the classification</DialogTitle>
            <DialogDescription>
              Your choice beats what the website says and is kept on later runs. The business model, impact
              strategy, regulations, upcoming policies and reporting frameworks are re-run with it.
            </DialogDescription>
          </DialogHeader>
          {open && <CorrectionForm {...props} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CorrectionForm(props: {
  client: { id: number; Name: string };
  data: BusinessModel;
  onDone: () => void;
}) {
  const choices = useSectorChoices(true);
  const correct = useCorrectClassification(props.client);
  const initial = draftFrom(props.data);
  const [draft, setDraft] = useState<ClassificationDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const ids = { sector: useId(), customers: useId(), production: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update = correctionFrom(initial, draft);
    if (!update) {
      setError('Nothing changed: choose another sector, customers or production.');
      return;
    }
    setError(null);
    correct.mutate(update, {
      onSuccess: () => {
        toast.success('Classification saved. The sections that depend on it are being re-run.');
        props.onDone();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  if (choices.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading sectors…
      </p>
    );
  }
  if (choices.isError) return <FormError message={`Could not load the sectors: ${choices.error.message}`} />;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.sector}>Sector (NACE Rev. 2.1)</Label>
        <NativeSelect
          id={ids.sector}
          value={draft.sector}
          onChange={(event) => setDraft({ ...draft, sector: event.target.value })}
        >
          <option value="">Decided from the website</option>
          {choices.data.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {`${choice.section}${choice.code} ${choice.code.includes('.') ? '· ' : ''}${choice.label}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.customers}>Customers</Label>
        <NativeSelect
          id={ids.customers}
          value={draft.customerModel}
          onChange={(event) =>
            setDraft({ ...draft, customerModel: event.target.value as ClassificationDraft['customerModel'] })
          }
        >
          <option value="">Decided from the website</option>
          {CUSTOMER_MODELS.map((model) => (
            <option key={model} value={model}>
              {CUSTOMER_MODEL_LABELS[model]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.production}>Production</Label>
        <NativeSelect
          id={ids.production}
          value={draft.productionModel}
          onChange={(event) =>
            setDraft({
              ...draft,
              productionModel: event.target.value as ClassificationDraft['productionModel'],
            })
          }
        >
          <option value="">Decided from the website</option>
          {PRODUCTION_MODELS.map((model) => (
            <option key={model} value={model}>
              {PRODUCTION_MODEL_LABELS[model]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error && <FormError message={error} />}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? 'Saving…' : 'Save and re-run'}
        </Button>
      </div>
    </form>
  );
}
