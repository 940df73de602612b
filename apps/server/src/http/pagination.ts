import { pageWindow, paginationMeta, type PageWindow, type PaginationParams } from '@impact/contracts';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

export type { PageWindow };

/** The rows a list request asks for (its `pagination[...]` already validated by the route's schema). */
export const windowOf = (query: { pagination?: PaginationParams | undefined }): PageWindow =>
  pageWindow(query.pagination);

/** One page of a list answer: its rows, `meta.total` and `meta.pagination`. */
export function pageAnswer<T>(data: T[], total: number, window: PageWindow) {
  return { data, meta: { total, pagination: paginationMeta(window, total) } };
}

/** How many rows of `table` match `where`: the total a page is counted against. */
export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

/** A page of an already ranked list held in memory (a search's scored results). */
export const slicePage = <T>(items: readonly T[], window: PageWindow): T[] =>
  items.slice(window.offset, window.offset + window.limit);
