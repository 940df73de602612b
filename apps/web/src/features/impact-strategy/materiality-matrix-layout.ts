import type { TopicGroup } from './group-topics';

/**
 * The knowledge base's screening cut-off (packages/knowledge MATERIALITY_THRESHOLD): a topic is material
 * when its impact or financial score is 3 or more out of 5. The quadrants split there.
 */
export const MATERIALITY_THRESHOLD = 3;
const MIN_SCORE = 1;
const MAX_SCORE = 5;

export interface MatrixTopic {
  /** 1 for the strongest topic: the dot's label and the table's first column. */
  number: number;
  name: string;
  impact: number;
  financial: number;
  focusArea: string;
  rationale: string | null;
}

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_SCORE && value <= MAX_SCORE;

/**
 * The topics that carry both scores, numbered strongest first (impact + financial, then impact, then
 * page order), and how many were left out for lack of scores.
 */
export function matrixTopics(groups: readonly TopicGroup[]): { topics: MatrixTopic[]; unscored: number } {
  let unscored = 0;
  const scored: Omit<MatrixTopic, 'number'>[] = [];
  for (const group of groups) {
    for (const { topic } of group.topics) {
      if (!isScore(topic.impactScore) || !isScore(topic.financialScore)) {
        unscored += 1;
        continue;
      }
      scored.push({
        name: topic.name,
        impact: topic.impactScore,
        financial: topic.financialScore,
        focusArea: group.title,
        rationale: topic.scoreRationale?.trim() || null,
      });
    }
  }
  const topics = scored
    .map((topic, order) => ({ topic, order }))
    .toSorted(
      (a, b) =>
        b.topic.impact + b.topic.financial - (a.topic.impact + a.topic.financial) ||
        b.topic.impact - a.topic.impact ||
        a.order - b.order,
    )
    .map(({ topic }, index) => ({ ...topic, number: index + 1 }));
  return { topics, unscored };
}

export type Quadrant = 'double' | 'impact' | 'financial' | 'below';

export const QUADRANT_LABELS: Record<Quadrant, string> = {
  double: 'Double material',
  impact: 'Impact material',
  financial: 'Financially material',
  below: 'Below threshold',
};

export function quadrantOf(topic: Pick<MatrixTopic, 'impact' | 'financial'>): Quadrant {
  const impact = topic.impact >= MATERIALITY_THRESHOLD;
  const financial = topic.financial >= MATERIALITY_THRESHOLD;
  if (impact && financial) return 'double';
  if (impact) return 'impact';
  return financial ? 'financial' : 'below';
}

export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlottedTopic {
  topic: MatrixTopic;
  cx: number;
  cy: number;
  r: number;
}

const CELLS = MAX_SCORE - MIN_SCORE + 1;
const MAX_SPACING = 26;

/**
 * Each score is a cell of the plot (1 … 5 from the left and from the bottom), so the quadrant lines sit
 * between 2 and 3. Topics sharing a score pair (every sub-topic of one ESRS topic does) are laid out in
 * a small grid around the cell's centre instead of on top of each other. All dots get the size the most
 * crowded cell allows, so that size never reads as a measure.
 */
export function plotTopics(topics: readonly MatrixTopic[], area: PlotArea): PlottedTopic[] {
  const cellSize = Math.min(area.width, area.height) / CELLS;
  const byCell = new Map<string, MatrixTopic[]>();
  for (const topic of topics) {
    const key = `${topic.financial}|${topic.impact}`;
    byCell.set(key, [...(byCell.get(key) ?? []), topic]);
  }
  const cells = [...byCell.values()].map((cell) => {
    const columns = Math.ceil(Math.sqrt(cell.length));
    return { cell, columns, rows: Math.ceil(cell.length / columns) };
  });
  // A crowded cluster may fill its cell: on a phone it needs every pixel for legible numbers.
  const spacing = Math.min(
    MAX_SPACING,
    ...cells.map(({ columns, rows }) => cellSize / Math.max(columns, rows)),
  );
  const r = Math.max(4, spacing / 2 - 1);
  const plotted: PlottedTopic[] = [];
  for (const { cell, columns, rows } of cells) {
    const { financial, impact } = cell[0]!;
    const centreX = scoreToX(financial, area);
    const centreY = scoreToY(impact, area);
    cell.forEach((topic, index) => {
      const column = index % columns;
      const row = Math.floor(index / columns);
      // A last row with fewer dots is centred too.
      const inRow = row === rows - 1 ? cell.length - row * columns : columns;
      plotted.push({
        topic,
        cx: centreX + (column - (inRow - 1) / 2) * spacing,
        cy: centreY + (row - (rows - 1) / 2) * spacing,
        r,
      });
    });
  }
  return plotted.toSorted((a, b) => a.topic.number - b.topic.number);
}

/** Where a score's cell starts and ends on an axis, for gridlines and the quadrant split. */
export function scoreToX(score: number, area: PlotArea): number {
  return area.x + (score - MIN_SCORE + 0.5) * (area.width / CELLS);
}

export function scoreToY(score: number, area: PlotArea): number {
  return area.y + (MAX_SCORE - score + 0.5) * (area.height / CELLS);
}

export const SCORES = [1, 2, 3, 4, 5] as const;

export interface ChartGeometry {
  width: number;
  height: number;
  area: PlotArea;
}

const MIN_WIDTH = 280;
const MAX_WIDTH = 520;

/**
 * The chart drawn at the pixel width it gets (so its text keeps its size on a phone), between 280 and
 * 520 px; room on the left and at the bottom for the ticks and axis titles.
 */
export function chartGeometry(availableWidth: number): ChartGeometry {
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, availableWidth)));
  const left = 40;
  const bottom = 42;
  // Room for the top quadrants' labels.
  const top = 20;
  const right = 6;
  const plot = width - left - right;
  return {
    width,
    height: top + plot + bottom,
    area: { x: left, y: top, width: plot, height: plot },
  };
}
