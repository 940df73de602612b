export { readDocument, sniffDocumentKind, type ReadDocumentOptions } from './read-document.js';
export { readDocumentInWorker, READER_WORKER_BUNDLE, type WorkerLimits } from './read-in-worker.js';
export { readHtmlDocument, type ReadHtmlOptions } from './html/read-html.js';
export { readPdfDocument, type ReadPdfOptions } from './pdf/read-pdf.js';
export { readDocxDocument } from './docx/read-docx.js';
export * from './limits.js';
