import {
  clientResponseSchema,
  organizationClientListResponseSchema,
  paginationMeta,
} from '@impact/contracts';
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { clientSections, clients, users } from '../../db/schema.js';
import { clientScope } from '../../authz/clients.js';
import { parseRecordRef, type RecordRef } from '../../authz/record-id.js';
import type { PageWindow } from '../../http/pagination.js';
import { PreparedAnswer } from '../../http/prepared-answer.js';
import { ByteLru } from '../../lib/byte-lru.js';
import { userStandingColumns, userStandingRole, type UserStanding } from '../../plugins/auth.js';
import { organizationClientTotal, organizationPageIds } from './organization-page.js';
import { ClientJsonCache, clientJsonOf, SECTIONS_IN_ANSWER_ORDER, type ClientJson } from './client-json.js';

/**
 * A client row's version and its latest sections' versions ('Key=id:xmin,…'), read with the
 * authorization in one statement: the identities an answer is made of, without its bytes.
 */
const identityColumns = {
  id: clients.id,
  ref: sql<string>`"clients"."id" || ':' || "clients"."xmin"`,
  sections: sql<string | null>`(
    SELECT string_agg(latest.section_key || '=' || latest.id || ':' || latest.xmin, ',')
    FROM (
      SELECT DISTINCT ON (s.section_key) s.section_key, s.id, s.xmin FROM client_sections s
      WHERE s.client_id = "clients"."id" ORDER BY s.section_key, s.version DESC
    ) latest)`,
};
type ClientIdentity = { id: number; ref: string; sections: string | null };

const ANSWER_ORDER = new Set(SECTIONS_IN_ANSWER_ORDER);

/** 'Key=12:345,…' as (key, section id, version ref), for the sections an answer shows. */
function sectionRefsOf(identity: ClientIdentity) {
  return (identity.sections ?? '')
    .split(',')
    .map((entry) => entry.split('='))
    .filter(([key, ref]) => key && ref && ANSWER_ORDER.has(key))
    .map(([key, ref]) => ({ key: key!, ref: ref!, sectionId: Number(ref!.split(':')[0]) }));
}

interface ResolvedClient {
  json: ClientJson;
  sections: Map<string, string>;
  /** Every row version the client's JSON is made of: equal keys, equal bytes. */
  key: string;
}

/**
 * The organization list with sections and one client's read, answered from serialised pieces kept per
 * row version (ClientJsonCache) and whole answers kept with their ETag and compressed forms. Every
 * request still reads, under the user's authorization, which rows and versions make its answer; a
 * kept answer is used only when exactly those versions make it, so a new section version, an edited
 * client or a lost membership is answered at once, and no one gets an answer made of rows they may not
 * read. One instance per app (per database): row versions are only unique within one database.
 */
export class ClientAnswers {
  private readonly pieces = new ClientJsonCache();
  private readonly answers = new ByteLru<PreparedAnswer>(64 * 1024 * 1024);
  private readonly identityStatements = new Map<string, ReturnType<ClientAnswers['prepareIdentity']>>();
  private readonly standingStatements = new Map<
    RecordRef['kind'],
    ReturnType<ClientAnswers['prepareIdentityWithStanding']>
  >();

  constructor(
    private readonly db: Database,
    /** Development and tests: checks each new answer against the route's schema. */
    private readonly check?: (schema: z.ZodType, json: string, what: string) => void,
  ) {}

  /** A page of the user's organizations' clients with their latest sections (populate=Sections). */
  async organizationPage(userId: number, window: PageWindow) {
    const scope = clientScope(userId, 'write');
    const [identities, total] = await Promise.all([
      this.db
        .select(identityColumns)
        .from(clients)
        .where(sql`${clients.id} IN (${organizationPageIds(userId, window)})`)
        .orderBy(desc(clients.updatedAt), desc(clients.id)),
      organizationClientTotal(this.db, userId),
    ]);
    const resolved = await this.resolve(identities, scope);
    const key = `page ${window.offset} ${window.limit} ${total} ${resolved.map((c) => c.key).join(' ')}`;
    return this.answer(key, organizationClientListResponseSchema, 'GET /api/org/clients', () => {
      const data = resolved.map((client) => clientJsonOf(client.json, client.sections, false));
      const meta = JSON.stringify({ total, pagination: paginationMeta(window, total) });
      return `{"data":[${data.join(',')}],"meta":${meta}}`;
    });
  }

  /** One client the user may read, by id or documentId, with its latest sections; undefined if none. */
  async one(userId: number | undefined, idOrDocumentId: string | number) {
    const ref = parseRecordRef(idOrDocumentId);
    if (!ref) return undefined;
    const rows = await this.identityStatement(userId !== undefined, ref.kind).execute({
      ref: ref.kind === 'id' ? ref.id : ref.documentId,
      userId,
    });
    return this.oneAnswer(rows, userId);
  }

  /**
   * One client as `one` reads it, for a token whose user is not checked yet: the user's standing, their
   * membership, the client and its sections' versions in one statement. `acceptStanding` hears the
   * standing (undefined: no such user) before anything else, and throws to refuse the token.
   */
  async oneWithStanding(
    userId: number,
    ref: RecordRef,
    acceptStanding: (standing: UserStanding | undefined) => void,
  ) {
    let statement = this.standingStatements.get(ref.kind);
    if (!statement) {
      statement = this.prepareIdentityWithStanding(ref.kind);
      this.standingStatements.set(ref.kind, statement);
    }
    const [row] = await statement.execute({ ref: ref.kind === 'id' ? ref.id : ref.documentId, userId });
    acceptStanding(
      row && { id: row.userId, blocked: row.blocked, changedAt: row.changedAt, roleType: row.roleType },
    );
    const identity =
      row?.clientId == null ? [] : [{ id: row.clientId, ref: row.ref, sections: row.sections }];
    return this.oneAnswer(identity, userId);
  }

  private async oneAnswer(identities: ClientIdentity[], userId: number | undefined) {
    const [client] = await this.resolve(identities, clientScope(userId, 'read'));
    if (!client) return undefined;
    return this.answer(`one ${client.key}`, clientResponseSchema, 'GET /api/clients', () => {
      return `{"data":${clientJsonOf(client.json, client.sections, true)},"meta":{}}`;
    });
  }

  /**
   * The identity read of one client under the read scope, prepared once per kind of reference and of
   * reader: every client page asks it, so neither the query builder nor (on PostgreSQL, a named
   * statement) the database builds and plans it again.
   */
  private identityStatement(signedIn: boolean, kind: RecordRef['kind']) {
    const key = `${signedIn ? 'member' : 'visitor'}_by_${kind}`;
    let statement = this.identityStatements.get(key);
    if (!statement) this.identityStatements.set(key, (statement = this.prepareIdentity(key, signedIn, kind)));
    return statement;
  }

  private prepareIdentity(key: string, signedIn: boolean, kind: RecordRef['kind']) {
    const ref = sql.placeholder('ref');
    const identity = kind === 'id' ? eq(clients.id, ref) : eq(clients.documentId, ref);
    const scope = clientScope(signedIn ? sql.placeholder('userId') : undefined, 'read');
    return this.db
      .select(identityColumns)
      .from(clients)
      .where(and(identity, scope))
      .prepare(`client_identity_${key}`);
  }

  /**
   * The user's standing joined with the client they may read: one row while the user exists, its
   * client columns null when the reference names no client within the read scope.
   */
  private prepareIdentityWithStanding(kind: RecordRef['kind']) {
    const ref = sql.placeholder('ref');
    const userId = sql.placeholder('userId');
    const identity = kind === 'id' ? eq(clients.id, ref) : eq(clients.documentId, ref);
    const { id: clientId, ...version } = identityColumns;
    const { id: standingUserId, ...standing } = userStandingColumns;
    return this.db
      .select({ userId: standingUserId, ...standing, clientId, ...version })
      .from(users)
      .innerJoin(...userStandingRole)
      .leftJoin(clients, and(identity, clientScope(userId, 'read')))
      .where(eq(users.id, userId))
      .prepare(`client_identity_with_standing_by_${kind}`);
  }

  private answer(key: string, schema: z.ZodType, what: string, build: () => string) {
    const keep = (bytes: number) => this.answers.grow(key, bytes);
    const kept = this.answers.get(key);
    if (kept) return { answer: kept, keep };
    const answer = new PreparedAnswer(build());
    this.check?.(schema, answer.json, what);
    this.answers.set(key, answer, answer.json.length);
    return { answer, keep };
  }

  /** The serialised pieces of these clients, reading only the row versions not kept yet. */
  private async resolve(identities: ClientIdentity[], scope: SQL): Promise<ResolvedClient[]> {
    // Held here, not looked up again: keeping the missing pieces may evict others meanwhile.
    const clientHits = new Map(
      identities.map((identity) => [identity.id, this.pieces.client(identity.ref)] as const),
    );
    const refs = identities.map((identity) => ({ identity, sections: sectionRefsOf(identity) }));
    const sectionHits = new Map(
      refs.flatMap(({ sections }) => sections.map((s) => [s.sectionId, this.pieces.section(s.ref)] as const)),
    );
    const missingClients = identities.filter((identity) => !clientHits.get(identity.id)).map((i) => i.id);
    const missingSections = [...sectionHits].filter(([, json]) => !json).map(([id]) => id);
    const [clientRows, sectionRows] = await Promise.all([
      missingClients.length === 0
        ? []
        : this.db
            .select({ ...getTableColumns(clients), version: sql<string>`"clients"."xmin"::text` })
            .from(clients)
            .where(and(inArray(clients.id, missingClients), scope)),
      missingSections.length === 0
        ? []
        : this.db
            .select({
              id: clientSections.id,
              version: sql<string>`"client_sections"."xmin"::text`,
              data: clientSections.data,
              provenance: clientSections.provenance,
              generatedAt: clientSections.generatedAt,
              lastCheckedAt: clientSections.lastCheckedAt,
            })
            .from(clientSections)
            .where(inArray(clientSections.id, missingSections)),
    ]);
    // A row read now may be newer than its identity: it is kept, and used, under its own version.
    const readClients = new Map(
      clientRows.map((row) => {
        const ref = `${row.id}:${row.version}`;
        return [row.id, { ref, json: this.pieces.keepClient(ref, row) }];
      }),
    );
    const readSections = new Map(
      sectionRows.map((row) => {
        const ref = `${row.id}:${row.version}`;
        return [row.id, { ref, json: this.pieces.keepSection(ref, row) }];
      }),
    );
    return refs.flatMap(({ identity, sections }) => {
      const hit = clientHits.get(identity.id);
      const client = hit ? { ref: identity.ref, json: hit } : readClients.get(identity.id);
      // Gone (or out of reach) since its identity was read: left out, as if read a moment later.
      if (!client) return [];
      const blocks = new Map<string, string>();
      const parts = [client.ref];
      for (const { key, ref, sectionId } of sections) {
        const kept = sectionHits.get(sectionId);
        const section = kept ? { ref, json: kept } : readSections.get(sectionId);
        if (!section) continue;
        blocks.set(key, section.json);
        parts.push(`${key}=${section.ref}`);
      }
      return [{ json: client.json, sections: blocks, key: parts.join(',') }];
    });
  }
}
