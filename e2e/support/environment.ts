import path from 'node:path';

export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's data directory during the browser tests; its outbox holds the mails the tests read. */
export const E2E_DATA_DIR = path.resolve('.tmp', 'e2e-data');
