import { parentPort, workerData } from 'node:worker_threads';
import { readDocument, type ReadDocumentOptions } from './read-document.js';

/**
 * The worker thread's entry (see read-in-worker.ts): reads the one document it was given and posts
 * the result. The server's build bundles this file on its own, beside the server.
 */
const { bytes, options } = workerData as { bytes: Uint8Array; options: ReadDocumentOptions };
// A worker port has no origin: the browser rule about window.postMessage does not apply.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
parentPort!.postMessage(await readDocument(bytes, options));
