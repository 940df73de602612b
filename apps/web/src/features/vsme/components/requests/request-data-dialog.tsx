import {
  VSME_REQUEST_DEFAULT_DAYS,
  VSME_REQUEST_MAX_DAYS,
  type CreateVsmeDataRequest,
  type VsmeReport,
} from '@impact/contracts';
import { answeredOnItsOwn, vsmeStandard } from '@impact/knowledge/vsme';
import { CopyIcon } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { FormError } from '../../../../components/ui/form-error';
import { Input, Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { useCreateDataRequest } from '../../api/data-requests';
import { reportStructure } from '../../lib/report-structure';
import { Field, invalidProps } from '../field';

/** 'Request data from the client': the report's Missing datapoints go to the client's contact by link. */
export function RequestDataDialog(props: { report: VsmeReport; open: boolean; onClose: () => void }) {
  const [link, setLink] = useState<string | null>(null);
  const close = () => {
    setLink(null);
    props.onClose();
  };
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Request data from the client</DialogTitle>
          <DialogDescription>
            {link
              ? 'Send this link to the client’s contact. It will not be shown again.'
              : 'The client’s contact answers the datapoints you tick through a link, without an account.'}
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <LinkOnce link={link} onClose={close} />
        ) : (
          props.open && <RequestForm report={props.report} onCreated={setLink} onClose={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LinkOnce({ link, onClose }: { link: string; onClose: () => void }) {
  const copy = () =>
    void navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('The link could not be copied: select it and copy it yourself'),
    );
  return (
    <div className="grid gap-4">
      <Input
        readOnly
        aria-label="Link for the client"
        value={link}
        onFocus={(event) => event.target.select()}
      />
      <p className="text-sm text-muted-foreground">
        Copy it now: for the client’s safety it is not stored and will not be shown again.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
        <Button onClick={copy}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}

function RequestForm(props: { report: VsmeReport; onCreated: (link: string) => void; onClose: () => void }) {
  const id = useId();
  const create = useCreateDataRequest(props.report.documentId);
  const groups = useMemo(() => askableGroups(props.report), [props.report]);
  const [chosen, setChosen] = useState(
    () => new Set(groups.flatMap((group) => group.rows.map((row) => row.value.datapointId))),
  );
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(VSME_REQUEST_DEFAULT_DAYS));
  const [daysError, setDaysError] = useState<string | undefined>();
  const serverError = create.isError ? create.error.message : null;
  const emailError = serverError && /e-mail|contactEmail/i.test(serverError) ? serverError : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresInDays = Number(days);
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > VSME_REQUEST_MAX_DAYS) {
      setDaysError(`Enter a whole number of days from 1 to ${VSME_REQUEST_MAX_DAYS}`);
      return;
    }
    const body: CreateVsmeDataRequest = {
      datapointIds: [...chosen],
      expiresInDays,
      ...(contactName.trim() && { contactName: contactName.trim() }),
      ...(contactEmail.trim() && { contactEmail: contactEmail.trim() }),
      ...(message.trim() && { message: message.trim() }),
    };
    create.mutate(body, { onSuccess: (answer) => props.onCreated(answer.meta.link) });
  };

  if (groups.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing is missing: there is nothing to ask for.</p>;
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 text-sm font-medium">{`Datapoints to ask for (${chosen.size})`}</legend>
        {groups.map((group) => (
          <div
            key={group.code || 'other'}
            role="group"
            aria-label={group.code ? `${group.code} ${group.title}` : group.title}
            className="grid gap-1.5"
          >
            <p className="text-sm font-medium break-words">
              {group.code ? `${group.code} ${group.title}` : group.title}
            </p>
            {group.rows.map(({ value, datapoint }) => (
              <div key={value.datapointId} className="flex items-start gap-2">
                <Checkbox
                  id={`${id}-${value.datapointId}`}
                  checked={chosen.has(value.datapointId)}
                  onCheckedChange={(checked) =>
                    setChosen((old) => {
                      const next = new Set(old);
                      if (checked === true) next.add(value.datapointId);
                      else next.delete(value.datapointId);
                      return next;
                    })
                  }
                />
                <Label
                  htmlFor={`${id}-${value.datapointId}`}
                  className="leading-snug font-normal break-words"
                >
                  {datapoint?.label ?? value.datapointId}
                </Label>
              </div>
            ))}
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Contact name">
          <Input
            id={`${id}-name`}
            value={contactName}
            maxLength={200}
            onChange={(event) => setContactName(event.target.value)}
          />
        </Field>
        <Field id={`${id}-email`} label="Contact e-mail" error={emailError} hint="Needed to send reminders.">
          <Input
            id={`${id}-email`}
            type="email"
            value={contactEmail}
            maxLength={254}
            {...invalidProps(`${id}-email`, emailError)}
            onChange={(event) => setContactEmail(event.target.value)}
          />
        </Field>
      </div>
      <Field id={`${id}-message`} label="Message to the contact">
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <Field id={`${id}-days`} label="Valid for (days)" error={daysError}>
        <Input
          id={`${id}-days`}
          inputMode="numeric"
          value={days}
          {...invalidProps(`${id}-days`, daysError)}
          onChange={(event) => {
            setDays(event.target.value);
            setDaysError(undefined);
          }}
        />
      </Field>
      <FormError message={emailError ? null : serverError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={create.isPending} onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || chosen.size === 0}>
          {create.isPending && <Spinner />}
          Create link
        </Button>
      </div>
    </form>
  );
}

/**
 * The Missing datapoints a client can be asked for, by disclosure: a column of a table whose rows answer
 * it (a subsidiary's name, a site's address) is asked through its table, and a table that only lays out
 * its columns is asked column by column.
 */
function askableGroups(report: VsmeReport) {
  const all = vsmeStandard(report.versionId).datapoints;
  return reportStructure(report, 'missing')
    .flatMap((module) => module.disclosures)
    .map((group) => ({
      ...group,
      rows: group.rows.filter((row) => row.datapoint && answeredOnItsOwn(row.datapoint, all)),
    }))
    .filter((group) => group.rows.length > 0);
}
