import type { Milestone, PipelineItem, PipelineStage } from './types.js';

const STAGE_LABELS: Record<PipelineStage, string> = {
  proposal: 'Proposal',
  'proposal-stalled': 'Proposal – stalled',
  'in-development': 'In development',
  adopted: 'Adopted',
  delayed: 'Delayed',
  'phasing-in': 'Phasing in',
  'transposition-pending': 'Transposition pending',
  'amendment-pending': 'Amendment pending',
  paused: 'Paused',
  enjoined: 'Enforcement enjoined',
  'rescission-proposed': 'Rescission proposed',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '19 Mar 2027', 'Feb 2027' or '2028', as precise as the material is. */
export function formatMilestoneDate(milestone: Milestone): string {
  const [year = '', month = '01', day = '01'] = milestone.date.split('-');
  const monthName = MONTHS[Number(month) - 1] ?? month;
  if (milestone.precision === 'year') return year;
  if (milestone.precision === 'month') return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

function byDate(item: PipelineItem): Milestone[] {
  return item.milestones.toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * The milestone the phase names: the first headline milestone still ahead, else the first milestone on
 * or after today (dates compare as ISO strings).
 */
export function nextMilestone(item: PipelineItem, today: string): Milestone | undefined {
  const ahead = byDate(item).filter((m) => m.date >= today);
  return ahead.find((m) => m.headline) ?? ahead[0];
}

/**
 * The phase shown on the card: the stage, and the next dated step; once every step has passed,
 * 'In application since …' the last one.
 */
export function phaseFor(item: PipelineItem, today: string): string {
  const stage = STAGE_LABELS[item.stage];
  const next = nextMilestone(item, today);
  if (next) return `${stage} – ${next.label} ${formatMilestoneDate(next)}`;
  const last = byDate(item).at(-1);
  return last ? `In application since ${formatMilestoneDate(last)}` : stage;
}

/**
 * Whether an item still belongs on the upcoming list: undated items (proposals, paused or enjoined laws)
 * always do; dated ones while a step lies ahead, and for 12 months after their last step so a change
 * that has just started to apply stays visible.
 */
export function isUpcoming(item: PipelineItem, today: string): boolean {
  if (item.milestones.length === 0) return true;
  const last = byDate(item).at(-1);
  return last !== undefined && last.date >= oneYearBefore(today);
}

function oneYearBefore(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  return `${String(year - 1).padStart(4, '0')}${isoDate.slice(4)}`;
}
