import { z } from 'zod';

/**
 * A web page, PDF or Word document read into one structure: headings, paragraphs, lists and tables in
 * reading order, each with a locator a citation can point at. Stored per page, so it stays compact: a
 * block's locator leaves out the document's url and documentId (use blockLocator / rowLocator for a
 * full one).
 */

/** The most the structure holds; the reader cuts there and says so in the document's notes. */
export const STRUCTURED_DOCUMENT_LIMITS = {
  blocks: 5_000,
  tableRows: 2_000,
  tableColumns: 50,
  listItems: 1_000,
  /** Of one paragraph, heading or list item. */
  blockCharacters: 20_000,
  cellCharacters: 2_000,
  notes: 50,
} as const;

/** Every note saying a document could not be read starts with this (the rest says why). */
export const NOT_READ_PREFIX = 'Not read: ';

export const DOCUMENT_KINDS = ['html', 'pdf', 'docx'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const L = STRUCTURED_DOCUMENT_LIMITS;

export const blockLocatorSchema = z.object({
  url: z.string().max(2048).optional().describe('The page read; left out inside a stored document'),
  documentId: z
    .string()
    .max(120)
    .optional()
    .describe('The uploaded document; left out inside a stored document'),
  headingPath: z
    .array(z.string().max(L.blockCharacters))
    .max(6)
    .describe('The headings above the block, outermost first'),
  page: z.number().int().min(1).optional().describe('PDF page, 1-based'),
  table: z.number().int().min(0).optional().describe('Index of the table among the tables of the document'),
  row: z.number().int().min(0).optional().describe('Row of that table, 0-based, header rows included'),
});
export type BlockLocator = z.infer<typeof blockLocatorSchema>;

export const tableCellSchema = z.object({
  text: z.string().max(L.cellCharacters),
  header: z.boolean().describe('A header cell (th, a column or row heading)'),
  colSpan: z.number().int().min(2).optional().describe('On the first position of a merged cell only'),
  rowSpan: z.number().int().min(2).optional().describe('On the first position of a merged cell only'),
});
export type TableCell = z.infer<typeof tableCellSchema>;

export const tableRowSchema = z.object({ cells: z.array(tableCellSchema).max(L.tableColumns) });
export type TableRow = z.infer<typeof tableRowSchema>;

const text = z.string().max(L.blockCharacters);

export const headingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.number().int().min(1).max(6),
  text,
  locator: blockLocatorSchema,
});
export const paragraphBlockSchema = z.object({
  type: z.literal('paragraph'),
  text,
  locator: blockLocatorSchema,
});
export const listBlockSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(text).max(L.listItems),
  locator: blockLocatorSchema,
});
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  caption: z.string().max(L.blockCharacters).optional(),
  headerRows: z.number().int().min(0).describe('How many of the first rows are column headings'),
  /**
   * A full grid: every row has one cell per column. A merged cell is repeated in each position it
   * covers, with colSpan/rowSpan on its top-left position, so cells[c] is always column c.
   */
  rows: z.array(tableRowSchema).max(L.tableRows),
  locator: blockLocatorSchema,
});

export const documentBlockSchema = z.discriminatedUnion('type', [
  headingBlockSchema,
  paragraphBlockSchema,
  listBlockSchema,
  tableBlockSchema,
]);
export type DocumentBlock = z.infer<typeof documentBlockSchema>;
export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;

export const structuredDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS).describe('What the document was read as'),
  url: z.string().max(2048).nullable().describe('Where it was fetched; null for an upload'),
  documentId: z.string().max(120).nullable().describe('The uploaded document; null for a fetched page'),
  title: z
    .string()
    .max(1000)
    .nullable()
    .describe("The page's title, the PDF's metadata title or its first heading"),
  language: z.string().max(35).nullable().describe('BCP 47 tag, when the document states one'),
  pageCount: z.number().int().min(0).nullable().describe('Pages of a PDF; null otherwise'),
  blocks: z.array(documentBlockSchema).max(L.blocks),
  notes: z
    .array(z.string().max(500))
    .max(L.notes)
    .describe("What was not read or was cut, for people: 'Not read: scanned PDF without a text layer'"),
  truncated: z.boolean().describe('Part of the document was left out (a cap was reached)'),
  description: z
    .string()
    .max(1000)
    .optional()
    .describe("A web page's meta description: the company's own summary of the page, often of itself"),
  footer: z
    .array(z.string().max(300))
    .max(40)
    .optional()
    .describe(
      "A web page's footer, one line each, link menus left out: not content, but where a company writes its registered office and register entry",
    ),
});
export type StructuredDocument = z.infer<typeof structuredDocumentSchema>;

/** The full locator of a block: the document's address with the block's place in it. */
export function blockLocator(document: StructuredDocument, block: DocumentBlock): BlockLocator {
  return {
    ...(document.url ? { url: document.url } : {}),
    ...(document.documentId ? { documentId: document.documentId } : {}),
    ...block.locator,
  };
}

/** The locator of one row of a table block (a figure's citation). */
export function rowLocator(document: StructuredDocument, block: TableBlock, row: number): BlockLocator {
  if (!Number.isInteger(row) || row < 0 || row >= block.rows.length) {
    throw new RangeError(`Row ${row} is outside the table's ${block.rows.length} rows`);
  }
  return { ...blockLocator(document, block), row };
}

/** True when nothing of the document could be read (its notes say why). */
export function isUnreadDocument(document: StructuredDocument): boolean {
  return document.blocks.length === 0 && document.notes.some((note) => note.startsWith(NOT_READ_PREFIX));
}
