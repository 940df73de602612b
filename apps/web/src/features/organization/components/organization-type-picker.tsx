import type { OrganizationType } from '@impact/contracts';
import { UserIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

const OPTIONS: { value: OrganizationType; label: string; Icon: typeof UserIcon }[] = [
  { value: 'individual', label: 'Individual Consultant', Icon: UserIcon },
  { value: 'team', label: 'Organization / Team', Icon: UsersIcon },
];

interface OrganizationTypePickerProps {
  value: OrganizationType;
  onChange: (value: OrganizationType) => void;
}

export function OrganizationTypePicker({ value, onChange }: OrganizationTypePickerProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        Organization type
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next === 'team' ? 'team' : 'individual')}
        className="grid-cols-2"
      >
        {OPTIONS.map(({ value: optionValue, label, Icon }) => (
          <Label
            key={optionValue}
            htmlFor={`${id}-${optionValue}`}
            className="cursor-pointer flex-col items-start gap-3 rounded-lg border p-3 font-normal transition-colors hover:bg-accent/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <span className="flex w-full items-center justify-between">
              <Icon aria-hidden className="size-4 text-primary" />
              <RadioGroupItem id={`${id}-${optionValue}`} value={optionValue} />
            </span>
            <span className="font-medium">{label}</span>
          </Label>
        ))}
      </RadioGroup>
    </div>
  );
}
