import { EMPLOYEE_COUNT_LABELS, REVENUE_LABELS } from '@impact/contracts';
import { blocks, heading, narrativeNote, table, withCitation } from '../markdown.js';
import { notYetResearched, type SectionWriter, type WriterInput } from '../section-writer.js';

const UNSOURCED = (what: string) => `The stored ${what} has no source, so it is left out.`;

type ProfileRow = { field: string; label: string; value: string | null };

/** '1,240 employees (in the 1,001-5,000 bucket)': the stated value first, where the record keeps a bucket. */
function withStated(bucket: string | null, stated: string | undefined): string | null {
  if (!bucket) return null;
  return stated ? `${stated} (in the ${bucket} bucket)` : bucket;
}

function profileRows({ data }: WriterInput): ProfileRow[] {
  const { client, fieldStated } = data;
  const employees = client.employeeCount as keyof typeof EMPLOYEE_COUNT_LABELS | null;
  const revenue = client.revenue as keyof typeof REVENUE_LABELS | null;
  return [
    { field: 'Industry', label: 'Industry', value: client.industry },
    { field: 'Headquarters', label: 'Headquarters', value: client.headquarters },
    { field: 'FoundedYear', label: 'Founded', value: client.foundedYear?.toString() ?? null },
    {
      field: 'EmployeeCount',
      label: 'Employees',
      value: withStated(
        employees ? (EMPLOYEE_COUNT_LABELS[employees] ?? null) : null,
        fieldStated.EmployeeCount,
      ),
    },
    {
      field: 'Revenue',
      label: 'Revenue',
      value: withStated(revenue ? (REVENUE_LABELS[revenue] ?? null) : null, fieldStated.Revenue),
    },
    { field: 'WebsiteUrl', label: 'Website', value: client.websiteUrl },
  ];
}

/** A profile value's citation, or the plain statement that the profile records no source for it. */
function profileSource(input: WriterInput, field: string): string {
  const source = input.data.fieldSources[field];
  const citation = source ? input.registry.cite([source]) : '';
  return citation || 'Client profile (no source recorded)';
}

function profile(input: WriterInput): string {
  const rows = profileRows(input).filter((row) => row.value);
  const about = input.data.client.companyInfo?.trim();
  const aboutCitation = profileSource(input, 'CompanyInfo');
  return blocks(
    heading('Profile'),
    rows.length > 0
      ? table(
          ['Field', 'Value', 'Source'],
          rows.map((row) => [row.label, row.value!, profileSource(input, row.field)]),
        )
      : 'The client profile holds no industry, location, size or founding details.',
    about &&
      (aboutCitation.startsWith('[')
        ? withCitation(about, aboutCitation)
        : `From the client profile (no source recorded): ${about}`),
  );
}

function locations({ data, registry }: WriterInput): string {
  const location = data.sections.LocationPresence?.data;
  if (!location) return blocks(heading('Locations'), notYetResearched('location presence'));
  const citation = registry.cite(location.sources);
  if (!citation) return blocks(heading('Locations'), UNSOURCED('location presence'));
  return blocks(
    heading('Locations'),
    location.headquarters && withCitation(`**Headquarters:** ${location.headquarters}`, citation),
    location.retail_presence && withCitation(`**Presence:** ${location.retail_presence}`, citation),
  );
}

function businessModel({ data, registry }: WriterInput): string {
  const model = data.sections.BusinessModelOverview?.data;
  if (!model) return blocks(heading('Business model'), notYetResearched('business model overview'));
  const citation = registry.cite(model.sources);
  if (!citation) return blocks(heading('Business model'), UNSOURCED('business model overview'));
  return blocks(
    heading('Business model'),
    model.summary && withCitation(model.summary, citation),
    model.revenue && withCitation(`**Revenue:** ${model.revenue}`, citation),
    model.profitability && withCitation(`**Profitability:** ${model.profitability}`, citation),
  );
}

function stakeholders({ data, registry }: WriterInput): string {
  const groups = data.sections.Stakeholders?.data;
  if (!groups) return blocks(heading('Key stakeholders'), notYetResearched('key stakeholders'));
  const cited = groups.filter((group) => registry.cite(group.sources) && group.members.length > 0);
  if (cited.length === 0) {
    return blocks(heading('Key stakeholders'), 'No stakeholder group with a stored source was found.');
  }
  return blocks(
    heading('Key stakeholders'),
    table(
      ['Group', 'Members', 'Sources'],
      cited.map((group) => [
        group.type,
        group.members.map((member) => member.name).join('; '),
        registry.cite(group.sources),
      ]),
    ),
  );
}

export const companySnapshotWriter: SectionWriter = {
  hasEvidence: (data) =>
    Boolean(
      data.client.companyInfo ||
      data.sections.LocationPresence ||
      data.sections.BusinessModelOverview ||
      data.sections.Stakeholders,
    ),
  compose: (input) =>
    blocks(
      profile(input),
      locations(input),
      businessModel(input),
      stakeholders(input),
      narrativeNote(
        'An executive overview of who the company is and what drives its sustainability agenda needs a language model.',
      ),
    ),
  evidence: ({ data, registry }) => {
    const { client, sections } = data;
    return {
      profile: {
        name: client.name,
        industry: client.industry,
        headquarters: client.headquarters,
        foundedYear: client.foundedYear,
        employees: client.employeeCount
          ? EMPLOYEE_COUNT_LABELS[client.employeeCount as keyof typeof EMPLOYEE_COUNT_LABELS]
          : null,
        revenue: client.revenue ? REVENUE_LABELS[client.revenue as keyof typeof REVENUE_LABELS] : null,
        website: client.websiteUrl,
        about: client.companyInfo,
        sourcedFields: Object.fromEntries(
          Object.entries(data.fieldSources).map(([field, source]) => [
            field,
            registry.numbersOf(source ? [source] : []),
          ]),
        ),
      },
      locationPresence: sections.LocationPresence && {
        ...sections.LocationPresence.data,
        sources: registry.numbersOf(sections.LocationPresence.data.sources),
      },
      businessModel: sections.BusinessModelOverview && {
        ...sections.BusinessModelOverview.data,
        sources: registry.numbersOf(sections.BusinessModelOverview.data.sources),
      },
      stakeholders: sections.Stakeholders?.data.map((group) => ({
        ...group,
        sources: registry.numbersOf(group.sources),
      })),
    };
  },
};
