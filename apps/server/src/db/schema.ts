import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
