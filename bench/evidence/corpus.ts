// The corpus as the harness reads it: manifest.json and every company's ground-truth.json, checked
// against the schema bench/evidence-corpus/README.md documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INDICATOR_IDS } from './indicators.js';

const sources = z.array(z.object({ page: z.string().startsWith('/'), at: z.string().min(1) })).min(1);
const valueSchema = z.union([z.number(), z.object({ min: z.number(), max: z.number() })]);
const country = z.string().regex(/^[A-Z]{2}$/);

export const SITE_TYPES = [
  'headquarters',
  'office',
  'plant',
  'warehouse',
  'store',
  'hotel',
  'research',
] as const;
export const CODE_STATUSES = [
  'certified',
  'member',
  'signatory',
  'validated',
  'rated',
  'in-process',
] as const;
export const CUSTOMER_MODELS = ['B2B', 'B2C', 'B2B+B2C'] as const;

const metricSchema = z.strictObject({
  indicator: z.enum(INDICATOR_IDS),
  name: z.string().min(1),
  value: valueSchema,
  unit: z.string(),
  year: z.number().int().min(1990).max(2100),
  esrs: z.string().nullable(),
  stated: z.string().min(1),
  sources,
  detail: z.string().optional(),
  note: z.string().optional(),
  approximate: z.boolean().optional(),
  optional: z.boolean().optional(),
});

const optionalItem = { optional: z.boolean().optional(), why: z.string().optional() };

export const groundTruthSchema = z.strictObject({
  schema: z.literal(1),
  company: z.string().min(1),
  website: z.url(),
  language: z.string().min(2).max(5),
  headquarters: z
    .strictObject({ city: z.string(), country, aliases: z.array(z.string()), stated: z.string(), sources })
    .nullable(),
  headcount: z
    .strictObject({
      value: z.number().int().positive(),
      basis: z.string(),
      year: z.number().int(),
      stated: z.string(),
      also: z.array(z.number()),
      sources,
    })
    .nullable(),
  turnover: z
    .strictObject({
      amount: z.number().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      year: z.number().int(),
      period: z.string(),
      stated: z.string(),
      basis: z.string().optional(),
      sources,
    })
    .nullable(),
  foundedYear: z.strictObject({ value: z.number().int(), stated: z.string(), sources }).nullable(),
  sector: z.strictObject({
    nace: z.string().regex(/^\d{2}$/),
    label: z.string(),
    revision: z.literal('2.1'),
    also: z.array(z.string().regex(/^\d{2}$/)),
    why: z.string(),
  }),
  customerModel: z.strictObject({ value: z.enum(CUSTOMER_MODELS), stated: z.string(), sources }),
  metrics: z.array(metricSchema),
  codes: z.array(
    z.strictObject({
      name: z.string().min(1),
      aliases: z.array(z.string()),
      status: z.enum(CODE_STATUSES),
      date: z.string().nullable(),
      validUntil: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
      sources,
      ...optionalItem,
    }),
  ),
  initiatives: z.array(z.strictObject({ title: z.string().min(1), aliases: z.array(z.string()), sources })),
  sites: z.array(
    z.strictObject({
      name: z.string(),
      city: z.string(),
      country,
      types: z.array(z.enum(SITE_TYPES)).min(1),
      aliases: z.array(z.string()),
      sources,
    }),
  ),
  stakeholders: z.array(
    z.strictObject({
      name: z.string().min(1),
      kind: z.enum(['organisation', 'group']),
      aliases: z.array(z.string()),
      sources,
      ...optionalItem,
    }),
  ),
  suppliers: z.array(
    z.strictObject({
      name: z.string().optional(),
      country: country.nullable(),
      stated: z.string().optional(),
      sources,
    }),
  ),
  distractors: z.array(z.strictObject({ page: z.string(), text: z.string(), kind: z.string() })),
  vsme: z.null(),
});
export type GroundTruth = z.infer<typeof groundTruthSchema>;
export type MetricTruth = GroundTruth['metrics'][number];

export const HALVES = ['tuning', 'held-out'] as const;
export type Half = (typeof HALVES)[number];

const manifestSchema = z.strictObject({
  description: z.string(),
  frozenOn: z.string(),
  companies: z
    .array(
      z.strictObject({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        half: z.enum(HALVES),
        names: z.array(z.string().min(3)).min(1),
        domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]+$/),
        start: z.string().startsWith('/'),
        sector: z.string(),
        language: z.string(),
        /** Path prefix → the language of the documents under it, when it is not the site's. */
        documents: z.record(z.string(), z.string()),
      }),
    )
    .min(1),
});
export type CorpusCompany = z.infer<typeof manifestSchema>['companies'][number] & {
  siteDir: string;
  truth: GroundTruth;
};

/** The manifest's companies with their ground truth; a file that breaks the schema stops the run. */
export function loadCorpus(corpusDir: string): CorpusCompany[] {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')),
  );
  return manifest.companies.map((company) => {
    const file = path.join(corpusDir, company.slug, 'ground-truth.json');
    const parsed = groundTruthSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file} does not follow the schema: ${z.prettifyError(parsed.error)}`);
    }
    return { ...company, siteDir: path.join(corpusDir, company.slug, 'site'), truth: parsed.data };
  });
}

/** The language a page or document of the company's site is written in. */
export function languageOf(company: Pick<CorpusCompany, 'language' | 'documents'>, pagePath: string): string {
  const prefix = Object.keys(company.documents)
    .filter((candidate) => pagePath.startsWith(candidate))
    .toSorted((a, b) => b.length - a.length)[0];
  return prefix ? company.documents[prefix]! : company.language;
}
