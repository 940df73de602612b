import { z } from 'zod';

/**
 * Paging of every list the API answers, as Strapi v5 pages: `pagination[page]` and
 * `pagination[pageSize]`, or `pagination[start]` and `pagination[limit]` (not both kinds at once).
 * A list answers `meta.pagination { page, pageSize, pageCount, total }` next to `meta.total`.
 */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

// A number is listed first so that the API document's example of a page is a valid one; a query string
// always brings text.
const wholeNumber = (name: string, min: number, max?: number) =>
  z
    .union([z.number(), z.string()], { error: `pagination[${name}] must be a whole number` })
    .transform((value, context) => {
      const text = String(value).trim();
      if (!/^\d{1,9}$/.test(text)) {
        context.addIssue({ code: 'custom', message: `pagination[${name}] must be a whole number` });
        return z.NEVER;
      }
      const number = Number(text);
      if (number < min) {
        context.addIssue({ code: 'custom', message: `pagination[${name}] must be at least ${min}` });
        return z.NEVER;
      }
      if (max !== undefined && number > max) {
        context.addIssue({ code: 'custom', message: `pagination[${name}] must be at most ${max}` });
        return z.NEVER;
      }
      return number;
    });

const KINDS = {
  page: wholeNumber('page', 1),
  pageSize: wholeNumber('pageSize', 1, PAGE_SIZE_MAX),
  start: wholeNumber('start', 0),
  limit: wholeNumber('limit', 1, PAGE_SIZE_MAX),
};

/**
 * `pagination[...]` as qs parses it; the web app builds its query from the same names. The API
 * document lists page and pageSize; start and limit are the other way to ask, never with them.
 */
export const paginationParamsSchema = z
  .looseObject(
    { page: KINDS.page.optional(), pageSize: KINDS.pageSize.optional() },
    {
      error:
        'pagination must be given as pagination[page], pagination[pageSize], pagination[start] or pagination[limit]',
    },
  )
  .describe(
    'pagination[page] (from 1) and pagination[pageSize] (1 to 100, 25 by default), or pagination[start] and pagination[limit]',
  )
  .transform((value, context) => {
    const unknown = Object.keys(value).filter((key) => !(key in KINDS));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `pagination takes page and pageSize, or start and limit; not ${unknown.join(', ')}`,
      });
    }
    const read = (key: 'start' | 'limit') => {
      if (value[key] === undefined) return undefined;
      const result = KINDS[key].safeParse(value[key]);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: [key] });
      }
      return undefined;
    };
    const [start, limit] = [read('start'), read('limit')];
    const byPage = value.page !== undefined || value.pageSize !== undefined;
    if (byPage && (value.start !== undefined || value.limit !== undefined)) {
      context.addIssue({
        code: 'custom',
        message:
          'Use pagination[page] and pagination[pageSize], or pagination[start] and pagination[limit], not both',
      });
    }
    return { page: value.page, pageSize: value.pageSize, start, limit };
  });
export type PaginationParams = z.output<typeof paginationParamsSchema>;

/** The query fields every list route takes. */
export const paginationQueryShape = { pagination: paginationParamsSchema.optional() };

/** Which rows a request asks for. */
export interface PageWindow {
  offset: number;
  limit: number;
}

export function pageWindow(params: PaginationParams | undefined): PageWindow {
  if (params?.start !== undefined || params?.limit !== undefined) {
    return { offset: params.start ?? 0, limit: params.limit ?? PAGE_SIZE_DEFAULT };
  }
  const pageSize = params?.pageSize ?? PAGE_SIZE_DEFAULT;
  return { offset: ((params?.page ?? 1) - 1) * pageSize, limit: pageSize };
}

export const paginationMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** The meta of one page of `total` rows (with start/limit, the page that window starts in). */
export function paginationMeta(window: PageWindow, total: number): PaginationMeta {
  return {
    page: Math.floor(window.offset / window.limit) + 1,
    pageSize: window.limit,
    pageCount: Math.ceil(total / window.limit),
    total,
  };
}

/** A list answer: one page of rows, `meta.total` (every row) and `meta.pagination`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ total: z.number().int(), pagination: paginationMetaSchema }),
  });

/** The query string of one page, as the API reads it. */
export function paginationSearch(page: number, pageSize: number = PAGE_SIZE_DEFAULT): string {
  return `pagination[page]=${page}&pagination[pageSize]=${pageSize}`;
}

/**
 * Strapi's `populate`: a list answers a light projection, and `populate=<Relation>` (also `*`,
 * `populate[0]=…`, a comma list or `populate[<Relation>]=…`) adds the heavy part.
 */
export const populateSchema = z.union(
  [z.string().max(200), z.array(z.string().max(100)).max(20), z.record(z.string().max(100), z.unknown())],
  { error: 'populate must name relations, as populate=Name, populate[0]=Name or populate[Name]=true' },
);

export function populates(populate: unknown, relation: string): boolean {
  const names =
    typeof populate === 'string'
      ? populate.split(',')
      : Array.isArray(populate)
        ? populate
        : populate && typeof populate === 'object'
          ? Object.keys(populate)
          : [];
  return names.some((name) => typeof name === 'string' && (name.trim() === '*' || name.trim() === relation));
}

/** The answer of a list that fits on its first page (a stub's or a small fixed list's). */
export const firstPageOf = <T>(data: T[], pageSize: number = PAGE_SIZE_DEFAULT) => ({
  data,
  meta: { total: data.length, pagination: paginationMeta({ offset: 0, limit: pageSize }, data.length) },
});
