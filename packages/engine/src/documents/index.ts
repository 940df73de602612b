export { readDocument, sniffDocumentKind, type ReadDocumentOptions } from './read-document.js';
export { readDocumentInWorker, READER_WORKER_BUNDLE, type WorkerLimits } from './read-in-worker.js';
export { readHtmlDocument, type ReadHtmlOptions } from './html/read-html.js';
export { pageFooterLines } from './html/page-footer.js';
export { readPdfDocument, type ReadPdfOptions } from './pdf/read-pdf.js';
export { readDocxDocument } from './docx/read-docx.js';
export {
  MAX_BLOCK_CHARACTERS,
  MAX_BLOCKS,
  MAX_CELL_CHARACTERS,
  MAX_DOCUMENT_CHARACTERS,
  MAX_DOCX_BYTES,
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNPACKED_BYTES,
  MAX_HTML_BYTES,
  MAX_HTML_DEPTH,
  MAX_LIST_ITEMS,
  MAX_NOTES,
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  WORKER_MEMORY_LIMIT_MB,
  WORKER_TIME_LIMIT_MS,
} from './limits.js';
