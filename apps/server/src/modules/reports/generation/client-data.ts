import {
  SECTION_DATA_SCHEMAS,
  sourceSchema,
  type FieldOrigin,
  type SectionData,
  type SectionKey,
  type Source,
} from '@impact/contracts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { clients, initiatives } from '../../../db/schema.js';
import { latestSections } from '../../clients/client-view.js';

export type ClientRow = typeof clients.$inferSelect;

export interface StoredSection<K extends SectionKey> {
  data: SectionData<K>;
  /** ISO date-time of the stored version. */
  lastUpdated: string;
  /** Only Controversies: when its sources were last checked. */
  lastCheckedDate?: string;
}

export interface InitiativeEvidence {
  title: string;
  description: string;
  category: string;
  status: string;
  sources: Source[];
}

/** What a report is written from: the client's profile, its latest sections and its initiatives. */
export interface ClientData {
  client: ClientRow;
  sections: { [K in SectionKey]?: StoredSection<K> };
  initiatives: InitiativeEvidence[];
  /** Profile fields whose origin names a source page (enrichment), by field name. */
  fieldSources: Partial<Record<string, Source>>;
  /** The value as stated where a profile field keeps a size bucket ('1,240 employees'), by field name. */
  fieldStated: Partial<Record<string, string>>;
}

/** The valid sources of a stored list; one malformed entry does not cost the others. */
function validSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = sourceSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
const fieldOrigins = z
  .record(z.string(), z.object({ source: sourceSchema.optional(), stated: z.string().optional() }).loose())
  .catch({});

/**
 * Research answers number their own citations ([1] in a stored description means that answer's first
 * page): left in, they would read as the report's [1]. Addresses are left alone.
 */
function withoutCitationMarks(value: unknown): unknown {
  if (typeof value === 'string') {
    return /^https?:\/\//.test(value) ? value : value.replace(/\s*\[\d{1,4}(?:\s*,\s*\d{1,4})*\](?!\()/g, '');
  }
  if (Array.isArray(value)) return value.map(withoutCitationMarks);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withoutCitationMarks(entry)]),
    );
  }
  return value;
}

/**
 * Loads a client's evidence. A stored section that no longer validates against its contract is left out
 * rather than trusted: a report never cites what the contract would refuse.
 */
export async function loadClientData(db: Database, clientId: number): Promise<ClientData> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new Error(`Client ${clientId} no longer exists`);
  const blocks = (await latestSections(db, [clientId])).get(clientId) ?? {};
  const sections: ClientData['sections'] = {};
  for (const [key, block] of Object.entries(blocks) as [SectionKey, (typeof blocks)[SectionKey]][]) {
    if (!block) continue;
    const parsed = SECTION_DATA_SCHEMAS[key].safeParse(withoutCitationMarks(block.data));
    if (!parsed.success) continue;
    (sections as Record<string, StoredSection<SectionKey>>)[key] = {
      data: parsed.data,
      lastUpdated: block.lastUpdated,
      ...(block.meta ? { lastCheckedDate: block.meta.lastCheckedDate } : {}),
    };
  }
  const initiativeRows = await db
    .select()
    .from(initiatives)
    .where(eq(initiatives.clientId, clientId))
    .orderBy(asc(initiatives.id));
  const origins = fieldOrigins.parse(client.fieldOrigins) as Record<string, Partial<FieldOrigin>>;
  return {
    client,
    sections,
    initiatives: initiativeRows.map((row) => ({
      title: row.title,
      description: row.description,
      category: row.category,
      status: row.status,
      sources: validSources(row.sources),
    })),
    fieldSources: Object.fromEntries(
      Object.entries(origins).flatMap(([field, origin]) => (origin.source ? [[field, origin.source]] : [])),
    ),
    fieldStated: Object.fromEntries(
      Object.entries(origins).flatMap(([field, origin]) => (origin.stated ? [[field, origin.stated]] : [])),
    ),
  };
}
