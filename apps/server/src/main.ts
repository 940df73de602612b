import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loggerOptions } from './logging/logger.js';
import { openConfiguredDatabase } from './db/open.js';
import { pruneRateLimitBuckets } from './modules/rate-limit/rate-limit.js';
import { fetchOptions } from './modules/enrichment/website-reader.js';
import { refreshSampleLogos } from './modules/logos/client-logo.js';
import { defaultWebDistDir } from './paths.js';
import { prepareData } from './prepare-data.js';

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** Set once the configuration is read, so a failed start is reported through the redacting logger. */
let startupLog: pino.Logger | undefined;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config));
  startupLog = log;

  // Set once the server runs; a database lost before that ends the start-up as any failure does.
  let stopServer: ((reason: string, exitCode: number) => Promise<void>) | undefined;
  const onDatabaseLost = () => {
    // Answering every request with an error would look like a running server: stop, so that whoever
    // started it (npm start, a supervisor) sees it end and starts it again on a recovered database.
    log.fatal(
      'The embedded database stopped unexpectedly; the server stops. Start it again (npm start): the database recovers what it had written.',
    );
    if (stopServer) void stopServer('the embedded database stopped', 1);
    else process.exit(1);
  };
  let database;
  try {
    database = await openConfiguredDatabase(config, (message) => log.warn(message), onDatabaseLost);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.fetchAllowLoopback) {
    log.warn(
      'UNSAFE_FETCH_ALLOW_LOOPBACK is on: the website fetcher may reach this machine. Use it only for tests.',
    );
  }
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  await prepareData(database.handle.db, log);

  const app = await buildApp({
    config,
    database: database.handle,
    startPipeline: true,
    jwtSecret: resolveJwtSecret(config),
    webDistDir: config.webDistDir ?? defaultWebDistDir,
    logger: log,
  });

  let maintenance: NodeJS.Timeout | undefined;
  if (config.role !== 'api') {
    // The samples' logos are looked for by the server itself, in the background (then monthly), so
    // that no visitor's request ever makes it fetch a website.
    const sampleLogos = () =>
      refreshSampleLogos({ db: database.handle.db, fetchOptions: fetchOptions(config) })
        .then((found) => found > 0 && log.info(`found ${found} sample logo(s)`))
        .catch((error) => log.warn({ err: error }, 'sample logos could not be looked for'));
    void sampleLogos();
    maintenance = setInterval(() => {
      pruneRateLimitBuckets(database.handle.db).catch((error) =>
        log.error({ err: error }, 'maintenance failed'),
      );
      void sampleLogos();
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
  }

  let stopping = false;
  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}, shutting down`);
    clearInterval(maintenance);
    // A lost database cannot be closed cleanly; the server still stops taking requests.
    await app.close().catch((error) => log.warn({ err: error }, 'closing the server failed'));
    await database.close().catch((error) => log.warn({ err: error }, 'closing the database failed'));
    process.exit(exitCode);
  };
  stopServer = stop;
  process.on('SIGINT', () => void stop('SIGINT received', 0));
  process.on('SIGTERM', () => void stop('SIGTERM received', 0));

  if (config.role === 'worker') {
    log.info(`worker started on ${mode}`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  log.info(`Impact Studio is ready at ${config.publicUrl} (${mode}, role ${config.role})`);
}

main().catch((error: unknown) => {
  if (startupLog) startupLog.fatal({ err: error }, 'the server could not start');
  else console.error(error);
  process.exit(1);
});
