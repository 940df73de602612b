// Starts the built server for the browser tests on a fresh, empty data directory.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
await import('../../apps/server/dist/main.js');
