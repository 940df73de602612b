import {
  PAGE_SIZE_MAX,
  paginationSearch,
  type AnswerOf,
  type AnswerSchema,
  type PaginationMeta,
} from '@impact/contracts';
import { apiClient, type PickSchema, type RequestOptions } from './api-client';

/** The row of an endpoint that answers one page of a list (`pageOf` in the contracts). */
export type ItemOf<S extends AnswerSchema> = AnswerOf<S> extends { data: (infer T)[] } ? T : never;

/** `path` with the query of one page added (after any query it already has). */
export const pagePath = (path: string, page: number, pageSize: number) =>
  `${path}${path.includes('?') ? '&' : '?'}${paginationSearch(page, pageSize)}`;

/** One page of a list, with what the server says about the pages. */
export async function fetchPage<S extends AnswerSchema>(
  path: string,
  pick: PickSchema<S>,
  page: number,
  pageSize: number,
  options?: RequestOptions,
): Promise<{ items: ItemOf<S>[]; pagination: PaginationMeta }> {
  const answer = (await apiClient.get(pagePath(path, page, pageSize), pick, options)) as {
    data: ItemOf<S>[];
    meta: { pagination: PaginationMeta };
  };
  return { items: answer.data, pagination: answer.meta.pagination };
}

/**
 * The rows of a list that a view needs whole (a client's initiatives it filters in the browser, an
 * organization's members), fetched a page of the largest size at a time; at most `maxItems` of them.
 */
export async function fetchAllPages<S extends AnswerSchema>(
  path: string,
  pick: PickSchema<S>,
  { maxItems = Number.POSITIVE_INFINITY }: { maxItems?: number } = {},
): Promise<ItemOf<S>[]> {
  const items: ItemOf<S>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(path, pick, page, PAGE_SIZE_MAX);
    items.push(...answer.items);
    if (page >= answer.pagination.pageCount || answer.items.length === 0 || items.length >= maxItems) {
      return items.slice(0, maxItems);
    }
  }
}
