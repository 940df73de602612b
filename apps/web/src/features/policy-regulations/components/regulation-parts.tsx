import {
  CircleCheckIcon,
  InfoIcon,
  OctagonAlertIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { JurisdictionFlag } from '../flags/jurisdiction-flag';
import type { RegulationRow, RegulationView } from '../regulation-view';
import { Chip } from './chip';

const STATUS_ICONS: Record<RegulationRow['statusVariant'], LucideIcon> = {
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  danger: OctagonAlertIcon,
  neutral: InfoIcon,
};

/** The Type label, with its flag as decoration (the text already names the jurisdiction). */
export function RegulationType({ view }: { view: RegulationView }) {
  return (
    <span className="inline-flex items-baseline gap-1.5">
      {view.flag && <JurisdictionFlag jurisdiction={view.flag} />}
      {view.type}
    </span>
  );
}

export function StatusChip({
  view,
  variant,
}: {
  view: RegulationView;
  variant: RegulationRow['statusVariant'];
}) {
  const Icon = STATUS_ICONS[variant] ?? InfoIcon;
  return (
    <Chip className={`items-start rounded-md text-left ${view.statusClasses}`}>
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      {view.status}
    </Chip>
  );
}

/** Spec 02 §2, §6: shown to signed-in users on non-success rows; not available yet. */
export function StartAssessmentButton({ regulation }: { regulation: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled
      aria-label={`Start Assessment for ${regulation} (soon)`}
      className="w-fit"
    >
      Start Assessment <span className="text-xs font-normal text-muted-foreground">(soon)</span>
    </Button>
  );
}
