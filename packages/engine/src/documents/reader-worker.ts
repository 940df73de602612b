import { parentPort } from 'node:worker_threads';
import { readDocument, type ReadDocumentOptions } from './read-document.js';

/**
 * The reader's worker thread (see read-in-worker.ts): a long-lived thread that reads one document
 * per message and answers with it under the same id. The server's build bundles this file on its own,
 * beside the server.
 */
interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  options: ReadDocumentOptions;
}

const port = parentPort!;
port.on('message', async ({ id, bytes, options }: ReadRequest) => {
  try {
    // A worker port has no origin: the browser rule about window.postMessage does not apply.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    port.postMessage({ id, document: await readDocument(bytes, options) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    port.postMessage({ id, error: message });
  }
});
