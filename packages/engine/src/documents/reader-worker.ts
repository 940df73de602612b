import { readDocument, type ReadDocumentOptions } from './read-document.js';

/**
 * The reader's process (see reader-pool.ts): a long-lived child process that reads one document per
 * message and answers with it under the same id. The server's build bundles this file on its own,
 * beside the server.
 */
interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  options: ReadDocumentOptions;
}

const send = (message: unknown) => process.send?.(message);
process.on('message', async ({ id, bytes, options }: ReadRequest) => {
  try {
    send({ id, document: await readDocument(bytes, options) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    send({ id, error: message });
  }
});
// The server going away closes the channel: the reader goes with it.
process.on('disconnect', () => process.exit(0));
