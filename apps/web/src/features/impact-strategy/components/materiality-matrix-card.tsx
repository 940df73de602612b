import type { TopicGroup } from '../group-topics';
import { QUADRANT_LABELS, matrixTopics, quadrantOf, type MatrixTopic } from '../materiality-matrix-layout';
import { MaterialityMatrixChart } from './materiality-matrix-chart';

const score = (value: number) => `${value}/5`;

/** The chart's legend and its accessible form: a table from 768 px, cards below. */
function MatrixTable({ topics, captionId }: { topics: MatrixTopic[]; captionId: string }) {
  return (
    <>
      <table aria-labelledby={captionId} className="hidden w-full text-left text-sm md:table">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-2 pr-3 font-medium">
              #
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Topic
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Impact
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Financial
            </th>
            <th scope="col" className="py-2 font-medium">
              Focus area
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {topics.map((topic) => (
            <tr key={topic.number} className="align-top">
              <td className="py-2 pr-3 text-muted-foreground tabular-nums">{topic.number}</td>
              <th scope="row" className="py-2 pr-3 font-medium">
                {topic.name}
              </th>
              <td className="py-2 pr-3 tabular-nums">{score(topic.impact)}</td>
              <td className="py-2 pr-3 tabular-nums">{score(topic.financial)}</td>
              <td className="py-2 text-muted-foreground">{topic.focusArea}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-labelledby={captionId} className="grid gap-2 md:hidden">
        {topics.map((topic) => (
          <li key={topic.number} className="flex gap-3 rounded-lg border p-3 text-sm">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {topic.number}
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{topic.name}</p>
              <p className="text-xs text-muted-foreground">
                Impact {score(topic.impact)} · Financial {score(topic.financial)} ·{' '}
                {QUADRANT_LABELS[quadrantOf(topic)]}
              </p>
              <p className="text-xs text-muted-foreground">{topic.focusArea}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The impact topics on a double-materiality matrix, from the scores the knowledge base gives them.
 * Nothing is shown when no topic has scores (the sample profiles' topics have none).
 */
export function MaterialityMatrixCard({ groups }: { groups: TopicGroup[] }) {
  const { topics, unscored } = matrixTopics(groups);
  if (topics.length === 0) return null;
  return (
    <section
      aria-labelledby="materiality-matrix"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="materiality-matrix" className="text-lg font-semibold tracking-tight">
          Double Materiality Matrix
        </h2>
        <p className="text-sm text-muted-foreground">
          Impact materiality (effects on people and the environment) against financial materiality (risks and
          opportunities for the business), each scored 1–5 by the knowledge base’s screening of the sector. A
          topic is material when either score is 3 or more.
        </p>
      </div>
      <MaterialityMatrixChart topics={topics} />
      {unscored > 0 && (
        <p className="text-xs text-muted-foreground">
          {unscored === 1
            ? '1 topic has no materiality scores and is not plotted.'
            : `${unscored} topics have no materiality scores and are not plotted.`}
        </p>
      )}
      <div className="grid gap-2">
        <h3 id="materiality-matrix-topics" className="text-sm font-semibold">
          Topics by materiality
        </h3>
        <MatrixTable topics={topics} captionId="materiality-matrix-topics" />
      </div>
    </section>
  );
}
