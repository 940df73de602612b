import path from 'node:path';

// E2E_PORT moves the app (and, one and two above it, the OAuth stand-in and the company website), so
// two checkouts can run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's data directory during the browser tests; its outbox holds the mails the tests read. */
export const E2E_DATA_DIR = path.resolve('.tmp', 'e2e-data');
