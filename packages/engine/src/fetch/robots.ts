import robotsParser from 'robots-parser';

/** What robots.txt of one origin says, as far as we could learn it. */
export type RobotsPolicy =
  | { kind: 'rules'; isAllowed: (url: string, userAgent: string) => boolean }
  | { kind: 'allow-all' }
  | { kind: 'unavailable'; status: number };

/** Reads robots.txt with the status rules of RFC 9309, section 2.3.1. */
export function robotsPolicyFromResponse(robotsUrl: string, status: number, body: string): RobotsPolicy {
  if (status >= 200 && status < 300) {
    const robot = robotsParser(robotsUrl, body);
    // undefined means "another origin", which cannot happen for the origin's own file.
    return { kind: 'rules', isAllowed: (url, userAgent) => robot.isAllowed(url, userAgent) !== false };
  }
  // A server error (and 429, as the big crawlers treat it) may hide a disallow: assume the worst.
  if (status >= 500 || status === 429) return { kind: 'unavailable', status };
  // 4xx, or any other answer without a file: there are no rules, so everything is allowed.
  return { kind: 'allow-all' };
}

/**
 * Policies per origin, kept for a while so a scrape of twenty pages asks for robots.txt once. The
 * promise is stored, not the result, so concurrent fetches of one origin share one robots.txt request.
 */
export class RobotsCache {
  private readonly entries = new Map<string, { policy: Promise<RobotsPolicy>; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly maxOrigins = 1000,
    /** The clock entries expire by; a test passes its own to step past the TTL without waiting. */
    private readonly now: () => number = Date.now,
  ) {}

  get(origin: string, load: () => Promise<RobotsPolicy>): Promise<RobotsPolicy> {
    const cached = this.entries.get(origin);
    if (cached && cached.expiresAt > this.now()) return cached.policy;

    const policy = load();
    this.entries.delete(origin);
    if (this.entries.size >= this.maxOrigins) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(origin, { policy, expiresAt: this.now() + this.ttlMs });
    // A failed read (timeout, refused address) is not an answer: forget it so the next fetch asks again.
    policy.catch(() => {
      if (this.entries.get(origin)?.policy === policy) this.entries.delete(origin);
    });
    return policy;
  }

  clear(): void {
    this.entries.clear();
  }
}
