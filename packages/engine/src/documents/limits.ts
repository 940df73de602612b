import { STRUCTURED_DOCUMENT_LIMITS } from '@impact/contracts';

/**
 * The reader's caps (README.md lists them with what happens at each). What the stored structure may
 * hold comes from the contract; the rest bounds the work of reading.
 */

const MB = 1024 * 1024;

export const MAX_BLOCKS = STRUCTURED_DOCUMENT_LIMITS.blocks;
export const MAX_TABLE_ROWS = STRUCTURED_DOCUMENT_LIMITS.tableRows;
export const MAX_TABLE_COLUMNS = STRUCTURED_DOCUMENT_LIMITS.tableColumns;
export const MAX_LIST_ITEMS = STRUCTURED_DOCUMENT_LIMITS.listItems;
export const MAX_BLOCK_CHARACTERS = STRUCTURED_DOCUMENT_LIMITS.blockCharacters;
export const MAX_CELL_CHARACTERS = STRUCTURED_DOCUMENT_LIMITS.cellCharacters;
export const MAX_NOTES = STRUCTURED_DOCUMENT_LIMITS.notes;

/** Text kept per document, all blocks together: a long annual report, far more than a step reads. */
export const MAX_DOCUMENT_CHARACTERS = 1_000_000;

/** An HTML page beyond this is read up to it (the fetcher already stops at 2 MiB by default). */
export const MAX_HTML_BYTES = 5 * MB;
export const MAX_PDF_BYTES = 100 * MB;
export const MAX_DOCX_BYTES = 50 * MB;

/** Pages of a PDF read; the rest is noted. Overridable per call (maxPages). */
export const MAX_PDF_PAGES = 200;

/** Elements nested deeper than this are not descended into (parsers and walkers recurse). */
export const MAX_HTML_DEPTH = 256;

/** A DOCX whose text parts would unpack to more than this is not read (a compressed bomb). */
export const MAX_DOCX_UNPACKED_BYTES = 50 * MB;
/** Zip entries in a DOCX; a real one has a few dozen. */
export const MAX_DOCX_ENTRIES = 5_000;

/** The worker's JS heap (V8 old generation): parsing that needs more is stopped with a note. */
export const WORKER_MEMORY_LIMIT_MB = 256;
/** The worker is stopped after this, with a note. */
export const WORKER_TIME_LIMIT_MS = 60_000;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(1)} GB`;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const formatCount = (count: number) => count.toLocaleString('en-GB');
