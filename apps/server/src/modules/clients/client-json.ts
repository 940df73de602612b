import { clientSchema, clientSummarySchema, SECTION_KEYS, sectionBlockSchema } from '@impact/contracts';
import type { clientSections, clients } from '../../db/schema.js';
import { ByteLru } from '../../lib/byte-lru.js';
import { sectionBlockOf, stringList, toClientSummary } from './client-view.js';

type ClientRow = typeof clients.$inferSelect;
type SectionRow = Pick<
  typeof clientSections.$inferSelect,
  'data' | 'generatedAt' | 'provenance' | 'lastCheckedAt'
>;

/** The sections in the order the client's contract serialises them (not SECTION_KEYS' order). */
export const SECTIONS_IN_ANSWER_ORDER = Object.keys(clientSchema.shape).filter((key) =>
  (SECTION_KEYS as string[]).includes(key),
);

/**
 * One row version of a client, serialised: `summary` is the summary's fields without the braces, so
 * the sections can follow them; `extras` the fields only one client's read carries.
 */
export interface ClientJson {
  summary: string;
  extras: string;
}

/**
 * Serialised pieces of client answers, kept per row version. A key is a row's id and its `xmin` (the
 * transaction that wrote that version): an update, even one that keeps every timestamp, writes a new
 * version with a new key, so a kept piece is never stale, and the pieces of a row only ever hold that
 * row. Each piece goes through its contract schema once, when it is made (fields in the schema's
 * order, unknown ones dropped, as the response serialiser would), so production still checks what it
 * sends, once per version instead of once per request.
 */
export class ClientJsonCache {
  private readonly clients = new ByteLru<ClientJson>(8 * 1024 * 1024);
  private readonly sections = new ByteLru<string>(64 * 1024 * 1024);

  client(ref: string): ClientJson | undefined {
    return this.clients.get(ref);
  }

  section(ref: string): string | undefined {
    return this.sections.get(ref);
  }

  keepClient(ref: string, row: ClientRow): ClientJson {
    const summary = JSON.stringify(clientSummarySchema.encode(toClientSummary(row))).slice(1, -1);
    const extras =
      `"OnboardingScopes":${JSON.stringify(stringList(row.onboardingScopes))},` +
      `"PreferredFrameworks":${JSON.stringify(stringList(row.preferredFrameworks))}`;
    const json = { summary, extras };
    this.clients.set(ref, json, summary.length + extras.length);
    return json;
  }

  keepSection(ref: string, row: SectionRow): string {
    const json = JSON.stringify(sectionBlockSchema.encode(sectionBlockOf(row)));
    this.sections.set(ref, json, json.length);
    return json;
  }
}

/** A client's JSON from its pieces: `sections` by key, absent ones null; `extras` only for one client. */
export function clientJsonOf(
  client: ClientJson,
  sections: ReadonlyMap<string, string>,
  withExtras: boolean,
): string {
  const blocks = SECTIONS_IN_ANSWER_ORDER.map((key) => `"${key}":${sections.get(key) ?? 'null'}`);
  return `{${client.summary},${blocks.join(',')}${withExtras ? `,${client.extras}` : ''}}`;
}
