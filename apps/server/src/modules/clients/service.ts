import type { ClientFields, ClientSummary } from '@impact/contracts';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import { clients, organizations } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { organizationIdsOf } from '../../authz/membership.js';
import { toClientSummary } from './client-view.js';
import { domainOf } from './domain.js';
import { indexClientTerms } from './search-terms.js';
import { organizationClientTotal, organizationPageIds } from './organization-page.js';

/** One page of clients matching `where`, most recently active first (ties by id), and how many match. */
async function pageOfClients(db: Database, where: SQL, window: PageWindow) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.updatedAt), desc(clients.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, clients, where),
  ]);
  return { rows: rows.map(toClientSummary), total };
}

/** The signed-in user's organizations' clients, most recently active first (samples are not listed here). */
export async function listOrganizationClients(db: Database, userId: number, window: PageWindow) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(sql`${clients.id} IN (${organizationPageIds(userId, window)})`)
      .orderBy(desc(clients.updatedAt), desc(clients.id)),
    organizationClientTotal(db, userId),
  ]);
  return { rows: rows.map(toClientSummary), total };
}

export function listSampleClients(db: Database, window: PageWindow) {
  return pageOfClients(db, isNotNull(clients.sampleCompiledOn), window);
}

/**
 * The organization a new client belongs to: the one named in the request if the user belongs to it,
 * else the user's first. Spec 01 §4: creation attaches the current organization.
 */
async function owningOrganization(db: Database, userId: number, requested: ClientFields['Organizations']) {
  const memberOf = await organizationIdsOf(db, userId);
  if (memberOf.length === 0) {
    throw badRequest('Set up your organization before adding clients.');
  }
  const wanted = requested?.[0];
  if (wanted === undefined) return memberOf[0]!;
  const wantedId = typeof wanted === 'number' ? wanted : await organizationIdByDocumentId(db, wanted);
  if (wantedId === undefined || !memberOf.includes(wantedId)) throw notFound('Organization not found');
  return wantedId;
}

async function organizationIdByDocumentId(db: Database, documentId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.documentId, documentId));
  return row?.id;
}

export async function createClient(
  db: Database,
  userId: number,
  fields: ClientFields,
): Promise<ClientSummary> {
  const organizationId = await owningOrganization(db, userId, fields.Organizations);
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.organizationId, organizationId), sql`lower(${clients.name}) = lower(${fields.Name})`),
    );
  const duplicate = () => conflict(`A client named "${fields.Name}" already exists in your organization.`);
  if (existing) throw duplicate();
  try {
    const [row] = await db
      .insert(clients)
      .values({
        documentId: newDocumentId(),
        organizationId,
        name: fields.Name,
        industry: fields.Industry || null,
        employeeCount: fields.EmployeeCount ?? null,
        revenue: fields.Revenue ?? null,
        headquarters: fields.Headquarters || null,
        foundedYear: fields.FoundedYear ?? null,
        websiteUrl: fields.WebsiteUrl || null,
        domain: domainOf(fields.WebsiteUrl),
        companyInfo: fields.CompanyInfo || null,
        fieldOrigins: fields.FieldOrigins ?? {},
        createdBy: userId,
      })
      .returning();
    await indexClientTerms(db, [row!]);
    return toClientSummary(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
