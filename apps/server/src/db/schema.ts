import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in column for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Stable machine name ('authenticated', 'admin'); `name` is what the web app shows and checks. */
  type: text('type').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    username: text('username').notNull(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    fullName: text('full_name'),
    /** argon2id; null for accounts created through a social provider. */
    passwordHash: text('password_hash'),
    provider: text('provider').notNull().default('local'),
    avatarUrl: text('avatar_url'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    confirmed: boolean('confirmed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    lastSelectedClientId: integer('last_selected_client_id'),
    organizationSetupComplete: boolean('organization_setup_complete').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    /** The onboarding chat session the user last worked in: GET /users/me restores it. */
    lastOnboardingId: integer('last_onboarding_id').references((): AnyPgColumn => onboardingSessions.id, {
      onDelete: 'set null',
    }),
    /** Tokens issued before this instant are refused (password reset signs every session out). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
  ],
);

/** Links a social provider's account id to a user; one user may have several. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerUserId] })],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  documentId: text('document_id').notNull().unique(),
  name: text('name').notNull(),
  type: text('type'),
  website: text('website'),
  description: text('description'),
  /** 'free-trial' or 'pro'; only an Admin changes it (the sidebar's workspace badge shows it). */
  plan: text('plan').notNull().default('free-trial'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' or 'member': the organization's own roles, unrelated to the operator's Admin role. */
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_idx').on(table.userId),
  ],
);

/** Single-use codes; only the SHA-256 of the code is kept, so a database leak reveals no usable link. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

/** Every mail the product sends, with how it left: through SMTP, or only to the log and local outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** 'pending', 'sent' (SMTP accepted it), 'logged' (no SMTP configured) or 'failed'. */
  status: text('status').notNull().default('pending'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every API process, so a limit holds behind a load balancer. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** OAuth state and PKCE verifier between the redirect to the provider and its callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The one-minute, single-use code the social callback screen trades for a session token. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A company a consultant assesses. Owned by one organization, or by none when it is a public sample
 * profile (sample_compiled_on set). Names are unique within an organization (routes resolve by name).
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    industry: text('industry'),
    employeeCount: text('employee_count'),
    revenue: text('revenue'),
    headquarters: text('headquarters'),
    foundedYear: integer('founded_year'),
    websiteUrl: text('website_url'),
    /** Lower-case host without www., derived from websiteUrl; used for search and logos. */
    domain: text('domain'),
    companyInfo: text('company_info'),
    /**
     * The logo found on the client's website, as its content-addressed file name in logo_files
     * ('<sha256>.<ext>'), or null: found when the website is read (enrichment, website scrape), never
     * when someone asks for it.
     */
    logoFile: text('logo_file'),
    /** When the website was last searched for a logo (found or not): samples are not searched again soon. */
    logoCheckedAt: timestamp('logo_checked_at', { withTimezone: true }),
    /** Per profile field: how it was obtained (json-ld, meta, model, user, …) and from which page. */
    fieldOrigins: jsonb('field_origins').notNull().default({}),
    /** The consultant's answers to the applicability questions (contracts' applicabilityFactsSchema). */
    applicabilityFacts: jsonb('applicability_facts').notNull().default({}),
    /**
     * The consultant's corrections of the classification (contracts' classificationCorrectionSchema):
     * sector, customer model, production model. They beat the website's words and survive re-runs.
     */
    classificationCorrections: jsonb('classification_corrections').notNull().default({}),
    /** The onboarding scopes chosen for this client (contracts' ONBOARDING_SCOPES ids), first first. */
    onboardingScopes: jsonb('onboarding_scopes').notNull().default([]),
    /** Knowledge-base framework ids the consultant marked as the client's preferred frameworks. */
    preferredFrameworks: jsonb('preferred_frameworks').notNull().default([]),
    /** Set for public sample profiles: the date they were compiled from public sources. */
    sampleCompiledOn: text('sample_compiled_on'),
    sampleSlug: text('sample_slug').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('clients_org_name_unique')
      .on(table.organizationId, sql`lower(${table.name})`)
      .where(sql`${table.organizationId} IS NOT NULL`),
    // Lists read an organization's clients most recently active first, ties by newest id: with id in the
    // index a page is the first rows of a (backward) index scan, not a sort of the whole organization.
    index('clients_org_updated_id_idx').on(table.organizationId, table.updatedAt, table.id),
    // Nearest-neighbour search (ORDER BY … <<-> …) within one organization: GiST over (organization,
    // trigrams) needs btree_gist; a 128-byte signature keeps distances precise on large tables.
    index('clients_org_name_trgm_idx').using(
      'gist',
      table.organizationId,
      sql`lower(${table.name}) gist_trgm_ops(siglen=128)`,
    ),
    index('clients_org_domain_trgm_idx').using(
      'gist',
      table.organizationId,
      sql`${table.domain} gist_trgm_ops(siglen=128)`,
    ),
  ],
);

/**
 * Generated sections, versioned: every generation adds a row; the client shows the latest version of
 * each key. `data` follows the section's contract schema.
 */
export const clientSections = pgTable(
  'client_sections',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    /** { method, provider?, model?, note? } */
    provenance: jsonb('provenance').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Only Controversies: when the sources were last checked. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('client_sections_version_unique').on(table.clientId, table.sectionKey, table.version),
  ],
);

/**
 * The client's documents read into one structure (StructuredDocument): the website's pages, the reports
 * they link to, and the documents uploaded in onboarding. Kept apart from the WebsiteContext section,
 * which stays small for the client read; the website scrape replaces its own rows ('website' origin)
 * on each scrape, uploads keep theirs.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'website' (a page or a linked report the scrape read) or 'upload' (onboarding). */
    origin: text('origin').notNull(),
    /** Reading order within the origin: the home page first, then pages, then linked reports. */
    position: integer('position').notNull(),
    url: text('url'),
    documentId: text('document_id'),
    title: text('title'),
    /** The StructuredDocument itself. */
    document: jsonb('document').notNull(),
    retrievedAt: timestamp('retrieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_documents_client_idx').on(table.clientId, table.origin, table.position)],
);

export const initiatives = pgTable(
  'initiatives',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('active'),
    category: text('category').notNull().default('Sustainability'),
    tags: jsonb('tags').notNull().default([]),
    source: text('source'),
    stockImageKeywords: jsonb('stock_image_keywords').notNull().default([]),
    imageUrl: text('image_url'),
    /** [{ url, title?, retrievedAt }] */
    sources: jsonb('sources').notNull().default([]),
    provenance: jsonb('provenance').notNull(),
    /** Spec 02 §3 sourceMetadata {type, retrievedDate, query, source}: how a generated initiative was found. */
    sourceMetadata: jsonb('source_metadata'),
    /**
     * The title normalised, unique per client so a re-run adds no twin and a consultant cannot add one
     * twice (set for generated initiatives and for those added or edited through the API; null on samples).
     */
    normalizedTitle: text('normalized_title'),
    /** The form's reference links [{ url, domain }]; null when never set (then Sources stand in). */
    references: jsonb('references'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('initiatives_client_idx').on(table.clientId),
    uniqueIndex('initiatives_client_normalized_title_unique')
      .on(table.clientId, table.normalizedTitle)
      .where(sql`${table.normalizedTitle} is not null`),
  ],
);

/**
 * Images uploaded to an initiative (POST /api/upload). The files live in the upload storage under
 * storageKey and thumbnailKey; deleting the initiative deletes the rows here (cascade) and the service
 * deletes the files.
 */
export const initiativeImages = pgTable(
  'initiative_images',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    initiativeId: integer('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull().unique(),
    /** The uploaded file's name, for display only (never used to store or serve it). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnailWidth: integer('thumbnail_width').notNull(),
    thumbnailHeight: integer('thumbnail_height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('initiative_images_initiative_idx').on(table.initiativeId)],
);

/**
 * Logo images found on companies' websites, keyed by the SHA-256 of their bytes: the address of one
 * never changes, so browsers keep it for a year, and the same image found twice is stored once.
 */
export const logoFiles = pgTable('logo_files', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  /** Where it was first found. */
  sourceUrl: text('source_url'),
  createdAt: createdAt(),
});

/**
 * Inverted index for client search: the words of each organization client's name and domain. Search
 * finds the query's words (or close ones) here and weighs them by how rare they are in the organization,
 * so a common word like 'Logistics' does not make every query scan thousands of names.
 */
export const clientSearchTerms = pgTable(
  'client_search_terms',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.term, table.clientId] }),
    index('client_search_terms_client_term_idx').on(table.clientId, table.term),
  ],
);

/**
 * How many clients of an organization hold each search term, kept by triggers on client_search_terms
 * (drizzle/0022_client_search_counts_and_ranking.sql): search weighs a word by its rarity with one key lookup
 * per word, instead of counting the word's postings on every query.
 */
export const clientSearchTermCounts = pgTable(
  'client_search_term_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    clients: integer('clients').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.term] })],
);

/**
 * How many clients each organization has, kept by triggers on clients
 * (drizzle/0023_organization_client_counts.sql): a list's total is a key lookup per organization of the
 * user, not a count of all their clients on every page.
 */
export const organizationClientCounts = pgTable('organization_client_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  clients: integer('clients').notNull(),
});

/** Every indexed word once, with a trigram index: where typos and partial words find real words. */
export const searchVocabulary = pgTable('search_vocabulary', { term: text('term').primaryKey() }, (table) => [
  index('search_vocabulary_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
]);

/**
 * Prompts per section key (spec 02 §7: focusAreas_prompt, …), with every saved version kept. The
 * newest row of a key is its current prompt; with no row, the default shipped in code applies.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('prompt_versions_key_version_unique').on(table.key, table.version)],
);

/** Spec 02 §3 'Web search status' per client: idle, in-progress (with the client's documentId), done. */
export const webSearchStatus = pgTable('web_search_status', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  error: text('error'),
  /**
   * Who holds an in-progress search: the research request's or the assessment step's token. Only the
   * holder moves it on, so a run that found the search taken never resets another's.
   */
  holder: text('holder'),
  updatedAt: updatedAt(),
});

/**
 * One assessment of a client: the fourteen steps (or, for a recovery, the missing ones) run as jobs.
 * status: running until every step has settled, then completed (some steps may have ended in error).
 */
export const assessmentRuns = pgTable(
  'assessment_runs',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'client-created' | 'manual' | 'recovery' */
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('running'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('assessment_runs_client_idx').on(table.clientId, table.id),
    // One running run per client: two starts racing cannot both insert one.
    uniqueIndex('assessment_runs_one_running_idx')
      .on(table.clientId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** A step of a run, with the spec's statuses: pending, in_progress, completed, error (with its message). */
export const assessmentSteps = pgTable(
  'assessment_steps',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => assessmentRuns.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    status: text('status').notNull().default('pending'),
    errorMessage: text('error_message'),
    /** The job that runs it, once its inputs are ready; re-sending the same id is a no-op. */
    jobId: text('job_id'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The job attempt running the step ('jobId:retryCount'), refreshed in `heartbeatAt` while it runs:
     * a redelivered job leaves a step to a live holder and takes over only a silent one.
     */
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * When the step handed its output to the steps that read it, before settling (the website step,
     * once its pages are read): they may start from then on.
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.stepId] })],
);

/**
 * Every step transition, in order: the progress stream replays from here (Last-Event-ID) and a NOTIFY
 * carrying the event id wakes listeners in any process.
 */
export const assessmentEvents = pgTable(
  'assessment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => assessmentRuns.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    status: text('status').notNull(),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
  },
  (table) => [index('assessment_events_run_idx').on(table.runId, table.id)],
);

/**
 * A report about one client (spec 02 §3 'Report'): an organization's artefact, also on public samples.
 * `sources` is the report's numbered source registry [{ n, url, title?, retrievedAt }]: built from the
 * client's sources when the report is created and only ever appended to, so a citation [n] keeps its
 * meaning across sections generated at different times.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The client's name when the report was created. */
    title: text('title').notNull(),
    /** The onboarding session's id or documentId as sent; onboarding sessions are not stored yet. */
    onboardingRef: text('onboarding_ref'),
    sources: jsonb('sources').notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('reports_client_idx').on(table.clientId),
    index('reports_organization_idx').on(table.organizationId, table.id),
  ],
);

/**
 * One section of a report, at most one per type: regenerating rewrites it. status: pending (with
 * startedAt), success, error (with its message). `generation` is how the content was produced
 * (provenance plus the prompt's origin); `citedSources` the registry numbers the content cites.
 */
export const reportSections = pgTable(
  'report_sections',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    sectionType: text('section_type').notNull(),
    status: text('status').notNull().default('pending'),
    content: text('content').notNull().default(''),
    error: text('error'),
    /** { customPrompt? } */
    agentConfig: jsonb('agent_config').notNull().default({}),
    citedSources: jsonb('cited_sources').notNull().default([]),
    generation: jsonb('generation'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('report_sections_report_type_unique').on(table.reportId, table.sectionType)],
);

/**
 * The prompts behind report sections, with every version kept. A row with an organization is that
 * organization's main prompt for the section type; a row without one is an Admin's default for
 * everyone. The newest version wins; with no row, the default shipped in code applies.
 */
export const reportPrompts = pgTable(
  'report_prompts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    sectionType: text('section_type').notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // NULL (the Admin default) must collide with itself, which a plain unique index would not do.
    uniqueIndex('report_prompts_scope_version_unique').on(
      sql`coalesce(${table.organizationId}, 0)`,
      table.sectionType,
      table.version,
    ),
  ],
);

/**
 * One onboarding chat conversation. `currentStep` is the next step to submit (0..6, 7 once finished);
 * `answers` the validated step submissions by step id.
 */
export const onboardingSessions = pgTable(
  'onboarding_sessions',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    currentStep: integer('current_step').notNull().default(0),
    answers: jsonb('answers').notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('onboarding_sessions_user_idx').on(table.userId)],
);

/** The messages of an onboarding session, in order: role 'user' or 'assistant'. */
export const onboardingMessages = pgTable(
  'onboarding_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => onboardingSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('onboarding_messages_session_idx').on(table.sessionId, table.id)],
);

/**
 * A document uploaded during onboarding (PDF or DOCX, sniffed): the file is kept in file storage and
 * its extracted text here, so the final step can add it to the new client's website context.
 */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => onboardingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The key of the original file in file storage (served only to those who may read it). */
    storageKey: text('storage_key').notNull(),
    extractedText: text('extracted_text').notNull(),
    /** The document read by the structured reader (StructuredDocument); null for uploads read before it. */
    structure: jsonb('structure'),
    pageCount: integer('page_count'),
    /**
     * The client the onboarding created with this document (set at step-6): from then on the members
     * of the client's organization may open it. Until then only its uploader may.
     */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('onboarding_documents_session_idx').on(table.sessionId),
    index('onboarding_documents_client_idx').on(table.clientId),
  ],
);

/** Invitations to join an organization: single use, expiring; only the SHA-256 of the token is kept. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('organization_invitations_org_idx').on(table.organizationId)],
);

/** 'Request Pro' from the plans dialog: visible to Admins, who may then set the organization's plan. */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull().default('pro'),
    message: text('message'),
    /** 'open' until an Admin handles it ('granted' or 'declined'). */
    status: text('status').notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('upgrade_requests_org_idx').on(table.organizationId)],
);

/** Posts on the feedback boards (five fixed boards, by id); anyone reads, signed-in users write. */
export const feedbackPosts = pgTable(
  'feedback_posts',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    board: text('board').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** open, planned, in-progress, done or declined; only an Admin changes it. */
    status: text('status').notNull().default('open'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('feedback_posts_board_idx').on(table.board, table.createdAt)],
);

/** One vote per user and post: the primary key makes a second vote a no-op. */
export const feedbackVotes = pgTable(
  'feedback_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedbackPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** Changelog entries ('Recent Updates'), written by Admins in markdown, shown newest first. */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('changelog_entries_published_idx').on(table.publishedAt)],
);

/**
 * A VSME report on a client (contracts' vsme.ts): one reporting period under one text of the standard.
 * It belongs to its client's organization (read through the client, never stored twice, so it cannot
 * disagree). `previousReportId` is the earlier report its descriptive values were carried over from.
 */
export const vsmeReports = pgTable(
  'vsme_reports',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    versionId: text('version_id').notNull(),
    /** 'basic' or 'basic-comprehensive'. */
    module: text('module').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    previousReportId: integer('previous_report_id').references((): AnyPgColumn => vsmeReports.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('vsme_reports_client_idx').on(table.clientId, table.periodEnd)],
);

/**
 * One value per report and datapoint (contracts' VsmeValue). `method`, `sources`, `pendingClientAnswer`,
 * `previous` and `updatedBy` keep the contract's shapes as JSON; `value` is `{ "content": … }`, so a
 * text answer that looks like a number stays text when read back.
 */
export const vsmeValues = pgTable(
  'vsme_values',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => vsmeReports.id, { onDelete: 'cascade' }),
    datapointId: text('datapoint_id').notNull(),
    status: text('status').notNull(),
    value: jsonb('value'),
    unit: text('unit'),
    periodYear: integer('period_year'),
    sources: jsonb('sources').notNull().default([]),
    method: jsonb('method'),
    notApplicableReason: text('not_applicable_reason'),
    omissionStatement: text('omission_statement'),
    /** pending, accepted or returned: estimated and client-provided values only. */
    review: text('review'),
    pendingClientAnswer: jsonb('pending_client_answer'),
    previous: jsonb('previous'),
    note: text('note'),
    updatedAt: updatedAt(),
    updatedBy: jsonb('updated_by'),
  },
  (table) => [uniqueIndex('vsme_values_report_datapoint_unique').on(table.reportId, table.datapointId)],
);

/** Every change to a VSME value (contracts' VsmeValueChange): who, when, from what, to what, and why. */
export const vsmeValueChanges = pgTable(
  'vsme_value_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => vsmeReports.id, { onDelete: 'cascade' }),
    datapointId: text('datapoint_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: jsonb('actor').notNull(),
    /** { status, value, unit }; null for the first value a report was created with. */
    fromState: jsonb('from_state'),
    toState: jsonb('to_state').notNull(),
    action: text('action').notNull(),
    comment: text('comment'),
  },
  (table) => [index('vsme_value_changes_value_idx').on(table.reportId, table.datapointId, table.id)],
);

/**
 * A VSME data request (contracts' vsme-requests.ts): the datapoints of a report asked of the client's
 * contact through a link. The link's token is never stored: it is an HMAC of the request's id and
 * `tokenNonce` under the server secret (so a reminder can send it again), and only its SHA-256 is kept
 * for the lookup.
 */
export const vsmeDataRequests = pgTable(
  'vsme_data_requests',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    reportId: integer('report_id')
      .notNull()
      .references(() => vsmeReports.id, { onDelete: 'cascade' }),
    /** The datapoint ids asked, in the order the contact sees them. */
    datapointIds: jsonb('datapoint_ids').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    message: text('message'),
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('vsme_data_requests_report_idx').on(table.reportId, table.createdAt)],
);

/** The contact's answer to one question of a request: a draft until submitted. */
export const vsmeRequestAnswers = pgTable(
  'vsme_request_answers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => vsmeDataRequests.id, { onDelete: 'cascade' }),
    datapointId: text('datapoint_id').notNull(),
    /** `{ "content": … }` like vsme_values.value, so text that looks like a number stays text. */
    value: jsonb('value'),
    unit: text('unit'),
    explanation: text('explanation'),
    /** 'draft' or 'submitted'. */
    state: text('state').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('vsme_request_answers_unique').on(table.requestId, table.datapointId)],
);

/** A file the contact attached to an answer, stored privately under a key of our own. */
export const vsmeRequestFiles = pgTable(
  'vsme_request_files',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id').notNull().unique(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => vsmeRequestAnswers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** pdf, docx, xlsx, png or jpeg, read from the content. */
    kind: text('kind').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vsme_request_files_answer_idx').on(table.answerId)],
);
