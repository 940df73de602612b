import { describe, expect, it } from 'vitest';
import { groupTopics, type ImpactTopic } from './group-topics';
import {
  chartGeometry,
  matrixTopics,
  plotTopics,
  quadrantOf,
  scoreToX,
  scoreToY,
  type MatrixTopic,
} from './materiality-matrix-layout';

const topic = (name: string, tag: string, impactScore?: number, financialScore?: number): ImpactTopic => ({
  name,
  description: '',
  focusAreaTags: [tag],
  sources: [],
  ...(impactScore === undefined ? {} : { impactScore }),
  ...(financialScore === undefined ? {} : { financialScore }),
});

const groups = (topics: ImpactTopic[]) =>
  groupTopics(
    [
      { name: 'Climate change', description: '', sources: [] },
      { name: 'Own workforce', description: '', sources: [] },
    ],
    topics,
  );

describe('matrixTopics', () => {
  it('numbers scored topics strongest first and counts the unscored ones', () => {
    const { topics, unscored } = matrixTopics(
      groups([
        topic('Health', 'Own workforce', 3, 2),
        topic('Energy', 'Climate change', 4, 3),
        topic('Mitigation', 'Climate change', 5, 5),
        topic('No scores', 'Climate change'),
        topic('Half scored', 'Climate change', 4),
        topic('Packaging', 'Elsewhere', 2, 5),
        { ...topic('Out of range', 'Climate change', 0, 9) },
      ]),
    );
    expect(topics.map((t) => [t.number, t.name, t.focusArea])).toEqual([
      [1, 'Mitigation', 'Climate change'],
      [2, 'Energy', 'Climate change'],
      [3, 'Packaging', 'Other Impact Topics'],
      [4, 'Health', 'Own workforce'],
    ]);
    expect(unscored).toBe(3);
  });

  it('keeps the rationale, or null when blank', () => {
    const { topics } = matrixTopics(
      groups([
        { ...topic('A', 'Climate change', 3, 3), scoreRationale: ' EU ETS ' },
        { ...topic('B', 'Climate change', 3, 3), scoreRationale: ' ' },
      ]),
    );
    expect(topics.map((t) => t.rationale)).toEqual(['EU ETS', null]);
  });

  it('is empty for topics without scores (sample profiles)', () => {
    expect(matrixTopics(groups([topic('A', 'Climate change')]))).toEqual({ topics: [], unscored: 1 });
  });
});

describe('quadrantOf', () => {
  it.each([
    [3, 3, 'double'],
    [5, 2, 'impact'],
    [2, 4, 'financial'],
    [2, 2, 'below'],
  ] as const)('impact %i, financial %i → %s', (impact, financial, quadrant) => {
    expect(quadrantOf({ impact, financial })).toBe(quadrant);
  });
});

const matrixTopic = (number: number, impact: number, financial: number): MatrixTopic => ({
  number,
  name: `T${number}`,
  impact,
  financial,
  focusArea: 'A',
  rationale: null,
});

describe('plotTopics', () => {
  const area = { x: 0, y: 0, width: 500, height: 500 };

  it('puts a lone topic at the centre of its score cell: financial left to right, impact bottom to top', () => {
    const [low, high] = plotTopics([matrixTopic(1, 1, 1), matrixTopic(2, 5, 5)], area);
    expect([low!.cx, low!.cy]).toEqual([50, 450]);
    expect([high!.cx, high!.cy]).toEqual([450, 50]);
    expect(scoreToX(3, area)).toBe(250);
    expect(scoreToY(5, area)).toBe(50);
  });

  it('spreads topics sharing a score pair so that no two dots overlap and all stay in their cell', () => {
    const shared = Array.from({ length: 7 }, (_, i) => matrixTopic(i + 1, 4, 3));
    const plotted = plotTopics(shared, area);
    expect(plotted.map((p) => p.topic.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const a of plotted) {
      expect(a.cx - a.r).toBeGreaterThanOrEqual(200);
      expect(a.cx + a.r).toBeLessThanOrEqual(300);
      expect(a.cy - a.r).toBeGreaterThanOrEqual(100);
      expect(a.cy + a.r).toBeLessThanOrEqual(200);
      for (const b of plotted) {
        if (a === b) continue;
        expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThanOrEqual(a.r + b.r);
      }
    }
  });

  it('gives every dot the size the most crowded cell allows', () => {
    const plotted = plotTopics(
      [matrixTopic(1, 5, 5), ...Array.from({ length: 5 }, (_, i) => matrixTopic(i + 2, 4, 3))],
      area,
    );
    expect(new Set(plotted.map((p) => p.r)).size).toBe(1);
  });

  it('shrinks the dots of a crowded cell of a small chart but keeps them apart', () => {
    const small = { x: 10, y: 10, width: 250, height: 250 };
    const plotted = plotTopics(
      Array.from({ length: 12 }, (_, i) => matrixTopic(i + 1, 5, 5)),
      small,
    );
    const r = plotted[0]!.r;
    expect(r).toBeLessThan(11);
    expect(
      Math.hypot(plotted[0]!.cx - plotted[1]!.cx, plotted[0]!.cy - plotted[1]!.cy),
    ).toBeGreaterThanOrEqual(2 * r);
  });
});

describe('chartGeometry', () => {
  it('draws at the available width between 280 and 520 px, with a square plot', () => {
    expect(chartGeometry(200).width).toBe(280);
    expect(chartGeometry(900).width).toBe(520);
    const { width, height, area } = chartGeometry(301.4);
    expect(width).toBe(301);
    expect(area.width).toBe(area.height);
    expect(area.x + area.width).toBeLessThanOrEqual(width);
    expect(area.y + area.height).toBeLessThan(height);
  });

  it('keeps the dots of the most crowded cell the knowledge base produces (7) legible on a phone', () => {
    const { area } = chartGeometry(300);
    const crowded = Array.from({ length: 7 }, (_, i) => matrixTopic(i + 1, 4, 4));
    expect(plotTopics(crowded, area)[0]!.r).toBeGreaterThanOrEqual(7);
  });
});
