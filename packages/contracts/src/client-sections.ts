import { z } from 'zod';
import {
  documentSourceSchema,
  provenanceSchema,
  sourceSchema,
  uploadedDocumentSourceSchema,
  webSourceSchema,
} from './sources.js';

/**
 * The generated sections of a client (spec 02 §3), one schema per block. The sample profiles, the
 * assessment engine and the web app all use these. Items carry `sources`; blocks carry `lastUpdated` and
 * `provenance` (how they were produced).
 */
const text = (max: number) => z.string().trim().max(max);
const sources = z.array(sourceSchema).max(30);

export const webContextSchema = z.object({
  generatedAt: z.string(),
  /** Research answers cite pages on the web only. */
  queries: z
    .array(
      z.object({
        /** What the research was about, in words ('Recent news about Unilever'); the card's title. */
        title: text(200).optional(),
        /** What was sent to the research service: a question or a search string. */
        query: text(500),
        result: text(20000),
        sources: z.array(webSourceSchema).max(30),
      }),
    )
    .max(20),
});

const pageText = { summary: text(2000), content: text(20000) };

/** A page of the company's website as read. */
export const websitePageSchema = z.object({
  kind: z.literal('web-page').optional(),
  title: text(300),
  url: z.url(),
  ...pageText,
});

/**
 * A document uploaded during onboarding, read as part of the client's context: the source it is
 * (file name, document id, no address) with its text; a long document is cut into parts (`locator`).
 */
export const uploadedDocumentPageSchema = uploadedDocumentSourceSchema.extend({
  ...pageText,
  locator: z.string().max(120).optional(),
});

/**
 * A report the website links to (a PDF or Word document), read as part of the client's context: the
 * source it is (address, title) with its text; a long report is cut into parts (`part`). Its full
 * structure (tables, pages) is among the client's structured documents.
 */
export const documentPageSchema = documentSourceSchema.omit({ locator: true, quote: true }).extend({
  ...pageText,
  part: z.string().max(120).optional().describe("'part 1 of 2' of a long report"),
});

export const websiteContextSchema = z.object({
  generatedAt: z.string(),
  pages: z.array(z.union([websitePageSchema, documentPageSchema, uploadedDocumentPageSchema])).max(30),
  selectedLinks: z.array(z.url()).max(50),
  /**
   * What could not be read, for people: 'Not read: scanned PDF without a text layer (address)'.
   * Absent in contexts stored before notes existed.
   */
  notes: z.array(z.string().max(500)).max(50).optional(),
});

export const focusAreaSchema = z.object({ name: text(120), description: text(2000), sources });
/** A double-materiality score: 1 (negligible) … 5 (critical). */
const materialityScore = z.number().int().min(1).max(5);
export const impactTopicSchema = z.object({
  name: text(160),
  description: text(2000),
  focusAreaTags: z.array(text(120)).max(10),
  sources,
  /**
   * The knowledge base's screening of the topic for the client's sector (double materiality, 1–5):
   * impact on people and environment, and financial risk or opportunity. Absent when not scored.
   */
  impactScore: materialityScore.optional(),
  financialScore: materialityScore.optional(),
  /** Why the scores are what they are, naming the driver (a SASB or GRI topic, a law). */
  scoreRationale: text(1000).optional(),
});

export const STATUS_VARIANTS = ['success', 'warning', 'danger', 'neutral'] as const;
export const regulationSchema = z.object({
  name: text(200),
  /** e.g. 'EU Regulation', 'EU Directive', 'Global Standard', 'BE Law', 'US Rule', 'Voluntary Framework' */
  type: text(80),
  complianceStatus: text(200),
  statusVariant: z.enum(STATUS_VARIANTS),
  /** Why it applies (or not), in words a client can check. */
  reason: text(2000).optional(),
  sources,
  /** From the knowledge base's rules: the verdict behind complianceStatus, and what it rests on. */
  verdict: z.enum(['in-scope', 'likely-in-scope', 'possibly-in-scope', 'not-in-scope']).optional(),
  dates: z
    .array(z.object({ label: text(200), date: text(40) }))
    .max(10)
    .optional(),
  /** Facts the verdict needs but does not have, each with the question a consultant can answer. */
  missingFacts: z
    .array(z.object({ fact: text(80), question: text(500) }))
    .max(20)
    .optional(),
  method: z.enum(['rule', 'extraction', 'llm', 'manual', 'compiled']).optional(),
  knowledgeBaseVersion: text(40).optional(),
});

export const POLICY_RELEVANCE = ['High', 'Medium', 'Low'] as const;
export const upcomingPoliciesSchema = z.object({
  summary: text(3000),
  policies: z
    .array(
      z.object({
        name: text(200),
        phase: text(120),
        sector: text(160),
        relevance: z.enum(POLICY_RELEVANCE),
        description: text(3000),
        sources,
      }),
    )
    .max(30),
});

export const CODE_CATEGORIES = ['Environmental', 'Social', 'Governance'] as const;
/**
 * How the company holds a voluntary code, in the words that fit what the code is: a certificate or
 * label is 'Certified', an initiative's member is a 'Member' (the UN Global Compact's a 'Participant'),
 * a rating agency's grade is 'Rated', science-based targets are 'Validated'; 'In process' is working
 * towards any of them. Spec 02 §2 names Certified and In process; the others keep a UN Global Compact
 * participation or an EcoVadis rating from reading as a certificate.
 */
export const CODE_STATUSES = [
  'Certified',
  'Member',
  'Participant',
  'Rated',
  'Validated',
  'In process',
] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
/** Every status but 'In process' says the company holds the code now. */
export const isHeldCodeStatus = (status: CodeStatus): boolean => status !== 'In process';
export const voluntaryCodesSchema = z.object({
  summary: text(3000),
  codes: z
    .array(
      z.object({
        name: text(200),
        category: z.enum(CODE_CATEGORIES),
        status: z.enum(CODE_STATUSES),
        description: text(2000),
        /**
         * ISO date, or the month (YYYY-MM) or year alone (YYYY) when the source states only those ('valid
         * until March 2027', 'valid until 2027'), or null when the certificate states none.
         */
        validUntil: z
          .string()
          .regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/)
          .nullable(),
        sources,
      }),
    )
    .max(40),
});

export const METRIC_LABELS = ['Self-reported', 'Third-party Validated', 'Estimated'] as const;
export const reportedMetricSchema = z.object({
  name: text(200),
  category: text(120),
  value: text(200),
  /** The unit the value is in, canonical ('tCO2e', 'MWh', '%'); absent on metrics stored before units. */
  unit: text(40).optional(),
  /** The reporting year; every year a company states is stored, one item per indicator and year. */
  year: z.number().int().min(1900).max(2100),
  label: z.enum(METRIC_LABELS),
  sources,
});

/** At most this many metrics (indicators × years) are stored per client. */
export const MAX_REPORTED_METRICS = 200;

export const reportingFrameworksSchema = z.object({
  overview: text(3000),
  frameworks: z
    .array(
      z.object({
        name: text(160),
        relevanceScore: z.number().int().min(0).max(100),
        explanation: text(2000),
        url: z.url(),
        /** The consultant marked it as the client's preferred framework (onboarding step-5). */
        preferred: z.boolean().optional(),
      }),
    )
    .max(20),
});

export const SENTIMENTS = ['Positive', 'Mixed', 'Neutral', 'Negative'] as const;
export const publicPerceptionSchema = z.object({
  summary: text(3000),
  mediaSentiment: z.object({
    /** null: not judged, because no independent coverage was found; shown as 'Limited coverage' (spec 02 §2). */
    overall: z.enum(SENTIMENTS).nullable(),
    keyThemes: z.array(text(200)).max(12),
  }),
  ngoActivity: z.object({ mentions: z.boolean(), details: z.array(text(1000)).max(12) }),
  esgRatings: z.array(z.object({ agency: text(120), rating: text(60), date: text(40) })).max(12),
  certifications: z.array(z.object({ name: text(200), year: z.number().int().min(1900).max(2100) })).max(20),
  credibilityScore: z.object({
    score: z.number().min(0),
    maxScore: z.number().positive(),
    rationale: z.array(text(500)).max(10),
  }),
  sources,
});

export const CONTROVERSY_STATUSES = ['Resolved', 'Ongoing', 'Alleged'] as const;
export const controversiesSchema = z.object({
  hasControversies: z.boolean(),
  summary: text(3000),
  controversies: z
    .array(
      z.object({
        category: text(120),
        year: z.number().int().min(1900).max(2100),
        status: z.enum(CONTROVERSY_STATUSES),
        title: text(200),
        description: text(3000),
        relevanceToImpact: text(2000),
        sources,
      }),
    )
    .max(30),
});

export const locationPresenceSchema = z.object({
  headquarters: text(300),
  retail_presence: text(3000),
  sources,
});

export const CUSTOMER_MODELS = ['B2B', 'B2C', 'B2B+B2C'] as const;
export const PRODUCTION_MODELS = ['own production', 'outsourced', 'mixed', 'not applicable'] as const;

/** What a classification rests on: the exact phrase, where it is, and whose it is. */
const classificationBasisSchema = z.object({
  /** The words that decided it, as written ('We weave technical fabrics'). */
  phrase: text(600),
  /** The page it is on; absent for the profile description or the consultant's industry. */
  source: sourceSchema.optional(),
  /** 'consultant' when the consultant set it (the client's industry); it then beats the website. */
  origin: z.enum(['consultant', 'website']),
  confidence: z.number().min(0).max(1),
});

export const businessModelOverviewSchema = z.object({
  summary: text(3000),
  revenue: text(1000),
  profitability: text(1000),
  sources,
  /** The knowledge base's NACE Rev. 2.1 classification of what the company does. */
  sector: classificationBasisSchema
    .extend({
      division: z.string().regex(/^\d{2}$/),
      group: z
        .string()
        .regex(/^\d{2}\.\d$/)
        .optional(),
      section: z.string().regex(/^[A-V]$/),
      /** The group's label when known, else the division's. */
      label: text(300),
      /** 'C13 Manufacture of textiles' */
      display: text(300),
      revision: z.literal('2.1'),
    })
    .optional(),
  /** Who buys from the company, from its own words. */
  customerModel: z.enum(CUSTOMER_MODELS).optional(),
  /** `exclusive`: it says only businesses can buy from it. */
  customerModelBasis: classificationBasisSchema.extend({ exclusive: z.boolean() }).optional(),
  /** Whether it makes its goods itself ('not applicable' for services). */
  productionModel: z.enum(PRODUCTION_MODELS).optional(),
  productionModelBasis: classificationBasisSchema.optional(),
});

export const stakeholderGroupSchema = z.object({
  type: text(120),
  members: z
    .array(
      z.object({
        name: text(200),
        description: text(1000),
        url: z.url().optional(),
        urls: z.array(z.url()).max(10).optional(),
      }),
    )
    .max(30),
  sources,
});

/** Section key → the schema of its `data`. Keys are the Client's field names in the spec. */
export const SECTION_DATA_SCHEMAS = {
  WebContext: webContextSchema,
  WebsiteContext: websiteContextSchema,
  FocusAreas: z.array(focusAreaSchema).max(20),
  ImpactTopics: z.array(impactTopicSchema).max(40),
  SustainabilityRegulations: z.array(regulationSchema).max(40),
  UpcomingPolicies: upcomingPoliciesSchema,
  VoluntaryCodesAdopted: voluntaryCodesSchema,
  ReportedMetrics: z.array(reportedMetricSchema).max(MAX_REPORTED_METRICS),
  ReportingFrameworks: reportingFrameworksSchema,
  PublicPerception: publicPerceptionSchema,
  Controversies: controversiesSchema,
  LocationPresence: locationPresenceSchema,
  BusinessModelOverview: businessModelOverviewSchema,
  Stakeholders: z.array(stakeholderGroupSchema).max(20),
} as const;
export type SectionKey = keyof typeof SECTION_DATA_SCHEMAS;
export const SECTION_KEYS = Object.keys(SECTION_DATA_SCHEMAS) as SectionKey[];
export type SectionData<K extends SectionKey> = z.infer<(typeof SECTION_DATA_SCHEMAS)[K]>;

/** A stored section as the API shows it on the client: its data plus when and how it was produced. */
export const sectionBlockSchema = z.object({
  data: z.unknown(),
  lastUpdated: z.string(),
  provenance: provenanceSchema,
  /** Only Controversies uses it (spec 02 §3: meta.lastCheckedDate). */
  meta: z.object({ lastCheckedDate: z.string() }).optional(),
});
export type SectionBlock = z.infer<typeof sectionBlockSchema>;
