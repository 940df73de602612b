// Prepares the embedded database of a new data directory, then exits: creates it, applies the
// migrations, indexes and loads the sample profiles, as the server's own start would. `npm start` runs
// it in a process of its own before the server's first start on a new DATA_DIR, so that the memory this
// one-time work takes ends with this process and the server starts as on any later day (decision record
// 010). The server still does all of it itself when started directly.
import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open.js';
import { loggerOptions } from './logging/logger.js';
import { prepareData } from './prepare-data.js';

/** Set once the configuration is read, so that a failure is reported through the redacting logger. */
let startupLog: pino.Logger | undefined;

async function prepare(): Promise<void> {
  // A process that answers no requests: the database's own thread would only add its start-up.
  const config = { ...loadConfig(), embeddedDatabaseThread: 'main' as const };
  const log = pino(loggerOptions(config));
  startupLog = log;
  const database = await openConfiguredDatabase(config, (message) => log.warn(message));
  try {
    await prepareData(database.handle.db, log);
  } finally {
    await database.close();
  }
  log.info(`prepared the embedded database in ${config.dataDir}`);
}

prepare().then(
  () => process.exit(0),
  (error: unknown) => {
    // The two failures a user can fix are told in a sentence; anything else through the logger.
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else if (startupLog) startupLog.fatal({ err: error }, 'the data directory could not be prepared');
    else console.error(error);
    process.exit(1);
  },
);
