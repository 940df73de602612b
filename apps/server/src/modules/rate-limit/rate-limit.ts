import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitBuckets } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/errors.js';

export interface RateLimitRule {
  /** What is counted, e.g. 'login'; part of the bucket key. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The sentence shown when the limit is reached; the wait is appended. */
  message: string;
  /** The whole sentence, for a rule whose advice follows the wait ('… in 15 minutes or reset …'). */
  retryMessage?: (wait: string) => string;
}

/** The limits of the auth endpoints (issue: login 10 per 15 min, register and reset 5 per hour). */
export const AUTH_RATE_LIMITS = {
  login: {
    name: 'login',
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts.',
  },
  register: {
    name: 'register',
    limit: 5,
    windowSeconds: 60 * 60,
    message: 'Too many accounts were created from this address.',
  },
  resetPassword: {
    name: 'reset-password',
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many password reset attempts.',
  },
  forgotPassword: {
    name: 'forgot-password',
    limit: 5,
    windowSeconds: 60 * 60,
    message: 'Too many password reset requests.',
  },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one hit in a fixed window, in one atomic statement, so concurrent requests on several API
 * processes cannot both slip under the limit. Throws 429 once the window's count passes the limit.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  const bucket = await countHit(db, rule, subject);
  if (bucket.hits > rule.limit) {
    const retryAfter = Math.max(1, bucket.secondsLeft);
    const wait = describeWait(retryAfter);
    const message = rule.retryMessage?.(wait) ?? `${rule.message} Please try again in ${wait}.`;
    throw tooManyRequests(message, retryAfter);
  }
}

/**
 * Counts one hit like consumeRateLimit, but answers whether it was within the limit instead of
 * refusing: for work that is skipped quietly when over the limit (a mail not sent) while the request
 * gets its usual answer.
 */
export async function withinRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<boolean> {
  return (await countHit(db, rule, subject)).hits <= rule.limit;
}

async function countHit(db: Database, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${subject}`;
  const window = sql.raw(`interval '${Math.trunc(rule.windowSeconds)} seconds'`);
  const expired = sql`${rateLimitBuckets.windowStart} <= now() - ${window}`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitBuckets.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitBuckets.windowStart} END`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.windowStart} + ${window} - now())))::int`,
    });
  return bucket!;
}

/** Forgets a subject's count, e.g. after a successful sign-in, so only failed tries add up. */
export async function clearRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, `${rule.name}:${subject}`));
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Drops buckets whose window ended more than a day ago; run periodically by the server process. */
export async function pruneRateLimitBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, sql`now() - interval '1 day'`));
}
