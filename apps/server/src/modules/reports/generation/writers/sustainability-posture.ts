import { metricValueForDisplay } from '@impact/contracts';
import { blocks, heading, narrativeNote, sourcedText, table } from '../markdown.js';
import { notYetResearched, type SectionWriter, type WriterInput } from '../section-writer.js';

/** Items without a stored source are left out: a report states nothing it cannot cite. */
const LEFT_OUT = 'Items without a stored source are left out.';

function metrics({ data, registry }: WriterInput): string {
  const stored = data.sections.ReportedMetrics?.data;
  if (!stored) return blocks(heading('Reported metrics'), notYetResearched('reported metrics'));
  const cited = stored.filter((metric) => registry.cite(metric.sources));
  if (cited.length === 0) {
    return blocks(
      heading('Reported metrics'),
      'No reported metric with a stored source was found on the pages checked.',
    );
  }
  return blocks(
    heading('Reported metrics'),
    table(
      ['Category', 'Metric', 'Value', 'Year', 'Label', 'Sources'],
      cited.map((metric) => [
        metric.category || 'Uncategorized',
        metric.name,
        metricValueForDisplay(metric.value),
        metric.year,
        metric.label,
        registry.cite(metric.sources),
      ]),
    ),
    cited.length < stored.length && LEFT_OUT,
  );
}

function codes({ data, registry }: WriterInput): string {
  const stored = data.sections.VoluntaryCodesAdopted?.data;
  const title = heading('Voluntary codes and certifications');
  if (!stored) return blocks(title, notYetResearched('voluntary codes'));
  const cited = stored.codes.filter((code) => registry.cite(code.sources));
  const allSources = cited.flatMap((code) => code.sources);
  return blocks(
    title,
    sourcedText(stored.summary, registry.cite(allSources)),
    cited.length > 0
      ? table(
          ['Code', 'Category', 'Status', 'Valid until', 'Sources'],
          cited.map((code) => [
            code.name,
            code.category,
            code.status,
            code.validUntil ?? 'Not stated',
            registry.cite(code.sources),
          ]),
        )
      : 'No voluntary code or certification with a stored source was found.',
    cited.length < stored.codes.length && LEFT_OUT,
  );
}

function initiatives({ data, registry }: WriterInput): string {
  const cited = data.initiatives.filter((initiative) => registry.cite(initiative.sources));
  if (cited.length === 0) {
    return blocks(heading('Initiatives'), 'No initiative with a stored source is recorded for the client.');
  }
  return blocks(
    heading('Initiatives'),
    table(
      ['Initiative', 'Category', 'Status', 'Sources'],
      cited.map((initiative) => [
        initiative.title,
        initiative.category,
        initiative.status,
        registry.cite(initiative.sources),
      ]),
    ),
    cited.length < data.initiatives.length && LEFT_OUT,
  );
}

export const sustainabilityPostureWriter: SectionWriter = {
  hasEvidence: (data) =>
    Boolean(
      data.sections.ReportedMetrics?.data.length ||
      data.sections.VoluntaryCodesAdopted?.data.codes.length ||
      data.initiatives.length,
    ),
  compose: (input) =>
    blocks(
      metrics(input),
      codes(input),
      initiatives(input),
      narrativeNote(
        'An assessment of how mature the commitments are, and what the metrics show over time, needs a language model.',
      ),
    ),
  evidence: ({ data, registry }) => ({
    reportedMetrics: data.sections.ReportedMetrics?.data.map((metric) => ({
      ...metric,
      sources: registry.numbersOf(metric.sources),
    })),
    voluntaryCodes: data.sections.VoluntaryCodesAdopted && {
      summary: data.sections.VoluntaryCodesAdopted.data.summary,
      codes: data.sections.VoluntaryCodesAdopted.data.codes.map((code) => ({
        ...code,
        sources: registry.numbersOf(code.sources),
      })),
    },
    initiatives: data.initiatives.map((initiative) => ({
      ...initiative,
      sources: registry.numbersOf(initiative.sources),
    })),
  }),
};
