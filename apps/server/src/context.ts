import type { ModelStatus } from './modules/assessment/model-status.js';
import type { ModelProviderResolution, ResearchProviderResolution } from '@impact/engine';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { NotificationHub } from './db/notifications.js';
import type { AssessmentPipeline } from './modules/assessment/pipeline/assessment-pipeline.js';
import type { Mailer } from './modules/mail/mailer.js';

/** What route modules need from the running app; built once in buildApp. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** The language model and the research service, resolved once from the configuration. */
  providers: AppProviders;
  /** LISTEN/NOTIFY across processes (the progress streams). */
  notifications: NotificationHub;
  /** Starts assessment runs; in ROLE all/worker this process also runs their steps. */
  assessments: AssessmentPipeline;
  /** The secret tokens are signed with; also signs the short-lived addresses of uploaded documents. */
  jwtSecret: string;
}

export interface AppProviders {
  model: ModelProviderResolution;
  research: ResearchProviderResolution;
  /** What this app has seen of the model: fallbacks and whether it answers again. */
  modelStatus: ModelStatus;
}
