import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './modules/mail/mailer.js';

/** What route modules need from the running app; built once in buildApp. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
}
