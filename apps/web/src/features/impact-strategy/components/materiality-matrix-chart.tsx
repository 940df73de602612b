import { useId, useRef } from 'react';
import {
  QUADRANT_LABELS,
  SCORES,
  chartGeometry,
  plotTopics,
  scoreToX,
  scoreToY,
  type MatrixTopic,
  type Quadrant,
} from '../materiality-matrix-layout';
import { useElementWidth } from './use-element-width';

/** Quadrant shading: stronger where both perspectives are material; the labels carry the meaning too. */
const QUADRANT_FILL: Record<Quadrant, string> = {
  double: 'fill-primary/25',
  impact: 'fill-primary/10',
  financial: 'fill-primary/10',
  below: 'fill-transparent',
};

/**
 * The double-materiality matrix in plain SVG: financial materiality across, impact materiality up, 1–5
 * each; one numbered dot per topic (the table under it is the legend and the accessible version).
 */
export function MaterialityMatrixChart({ topics }: { topics: MatrixTopic[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const { width, height, area } = chartGeometry(useElementWidth(frame, 440));
  const titleId = useId();
  const descId = useId();
  const right = area.x + area.width;
  const bottom = area.y + area.height;
  // The quadrant lines sit between scores 2 and 3 (material from 3).
  const splitX = scoreToX(2.5, area);
  const splitY = scoreToY(2.5, area);
  const quadrants: { id: Quadrant; x: number; y: number; w: number; h: number }[] = [
    { id: 'impact', x: area.x, y: area.y, w: splitX - area.x, h: splitY - area.y },
    { id: 'double', x: splitX, y: area.y, w: right - splitX, h: splitY - area.y },
    { id: 'below', x: area.x, y: splitY, w: splitX - area.x, h: bottom - splitY },
    { id: 'financial', x: splitX, y: splitY, w: right - splitX, h: bottom - splitY },
  ];
  // The top labels sit above the plot, where topics scored 5 for impact cannot cover them; the bottom
  // ones inside it (a topic below the impact threshold is rare in the knowledge base's screening).
  const labelProps = (id: Quadrant) => {
    const top = id === 'impact' || id === 'double';
    const end = id === 'double' || id === 'financial';
    return {
      x: end ? right - 4 : area.x + 4,
      y: top ? area.y - 6 : bottom - 7,
      textAnchor: end ? ('end' as const) : ('start' as const),
    };
  };
  const plotted = plotTopics(topics, area);

  return (
    <div ref={frame} className="mx-auto w-full max-w-[520px]">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto max-w-full overflow-visible font-sans"
      >
        <title id={titleId}>Double materiality matrix</title>
        <desc id={descId}>
          {`${topics.length} impact topic${topics.length === 1 ? '' : 's'} placed by financial materiality (across) and impact materiality (up), 1 to 5; the table below lists them.`}
        </desc>
        {quadrants.map((quadrant) => (
          <rect
            key={quadrant.id}
            x={quadrant.x}
            y={quadrant.y}
            width={quadrant.w}
            height={quadrant.h}
            className={QUADRANT_FILL[quadrant.id]}
          />
        ))}
        {SCORES.slice(0, -1).map((score) => (
          <g key={score} className="stroke-border" strokeWidth={1}>
            <line x1={scoreToX(score + 0.5, area)} x2={scoreToX(score + 0.5, area)} y1={area.y} y2={bottom} />
            <line x1={area.x} x2={right} y1={scoreToY(score + 0.5, area)} y2={scoreToY(score + 0.5, area)} />
          </g>
        ))}
        <g className="stroke-primary/60" strokeWidth={1.5} strokeDasharray="4 3">
          <line x1={splitX} x2={splitX} y1={area.y} y2={bottom} />
          <line x1={area.x} x2={right} y1={splitY} y2={splitY} />
        </g>
        <rect
          x={area.x}
          y={area.y}
          width={area.width}
          height={area.height}
          fill="none"
          className="stroke-border"
        />
        {quadrants.map((quadrant) => (
          <text
            key={quadrant.id}
            {...labelProps(quadrant.id)}
            className="fill-muted-foreground stroke-card text-[10px] font-medium"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {QUADRANT_LABELS[quadrant.id]}
          </text>
        ))}
        <g className="fill-muted-foreground text-[11px]">
          {SCORES.map((score) => (
            <text key={`x${score}`} x={scoreToX(score, area)} y={bottom + 15} textAnchor="middle">
              {score}
            </text>
          ))}
          {SCORES.map((score) => (
            <text
              key={`y${score}`}
              x={area.x - 8}
              y={scoreToY(score, area)}
              textAnchor="end"
              dominantBaseline="central"
            >
              {score}
            </text>
          ))}
        </g>
        <g className="fill-foreground text-xs font-medium">
          <text x={area.x + area.width / 2} y={height - 6} textAnchor="middle">
            Financial materiality →
          </text>
          <text
            x={0}
            y={0}
            transform={`translate(12 ${area.y + area.height / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            Impact materiality →
          </text>
        </g>
        {plotted.map(({ topic, cx, cy, r }) => (
          <g key={topic.number}>
            <title>{`${topic.number}. ${topic.name}: impact ${topic.impact}/5, financial ${topic.financial}/5`}</title>
            <circle cx={cx} cy={cy} r={r} className="fill-primary stroke-card" strokeWidth={1.5} />
            <text
              x={cx}
              y={cy}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-primary-foreground font-semibold"
              fontSize={Math.max(7, Math.min(11, r * (topic.number > 9 ? 0.95 : 1.2)))}
            >
              {topic.number}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
