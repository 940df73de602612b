import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { EMPLOYEE_COUNT_OPTIONS, REVENUE_OPTIONS, type CodeOption } from '../../../lib/client-labels';
import { DATAPOINTS, type Datapoint, type DatapointDraft } from '../profile-draft';

interface DatapointEditorProps {
  idPrefix: string;
  draft: DatapointDraft;
  onChange: (draft: DatapointDraft) => void;
  yearProblem: string | null;
  disabled: boolean;
}

/** Correct mode: every datapoint as a field named by its label (text, size and revenue lists, a year). */
export function DatapointEditor({ idPrefix, draft, onChange, yearProblem, disabled }: DatapointEditorProps) {
  const set = (field: Datapoint) => (value: string) => onChange({ ...draft, [field]: value });

  function control(field: Datapoint, id: string) {
    const common = { id, disabled, value: draft[field] };
    const select = (options: CodeOption<string>[]) => (
      <NativeSelect {...common} onChange={(event) => set(field)(event.target.value)}>
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
    switch (field) {
      case 'EmployeeCount':
        return select(EMPLOYEE_COUNT_OPTIONS);
      case 'Revenue':
        return select(REVENUE_OPTIONS);
      case 'FoundedYear':
        return (
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={1000}
            max={2100}
            step={1}
            aria-invalid={yearProblem ? true : undefined}
            aria-describedby={yearProblem ? `${id}-problem` : undefined}
            onChange={(event) => set(field)(event.target.value)}
          />
        );
      case 'CompanyInfo':
        return <Textarea {...common} rows={4} onChange={(event) => set(field)(event.target.value)} />;
      default:
        return <Input {...common} type="text" onChange={(event) => set(field)(event.target.value)} />;
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DATAPOINTS.map(({ field, label }) => {
        const id = `${idPrefix}-${field}`;
        return (
          <div key={field} className={field === 'CompanyInfo' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
            <Label htmlFor={id}>{label}</Label>
            {control(field, id)}
            {field === 'FoundedYear' && yearProblem && (
              <p id={`${id}-problem`} className="text-xs text-destructive">
                {yearProblem}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
