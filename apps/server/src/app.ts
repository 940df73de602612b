import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { AppConfig } from './config.js';
import { resolveModelProvider, resolveResearchProvider } from '@impact/engine';
import type { AppContext, AppProviders } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createNotificationHub } from './db/notifications.js';
import { OneLinePerRequest } from './logging/access-log.js';
import { loggerOptions } from './logging/logger.js';
import {
  AssessmentPipeline,
  type AssessmentPipelineOptions,
} from './modules/assessment/pipeline/assessment-pipeline.js';
import { assessmentRoutes } from './modules/assessment/pipeline/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { changelogRoutes } from './modules/changelog/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { oauthRoutes } from './modules/auth/oauth-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { applicabilityRoutes } from './modules/clients/applicability-routes.js';
import { classificationRoutes } from './modules/clients/classification-routes.js';
import { initiativeRoutes } from './modules/initiatives/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { enrichmentRoutes } from './modules/enrichment/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { completenessRoutes } from './modules/assessment/completeness/routes.js';
import { clientDocumentsRoutes } from './modules/assessment/documents/routes.js';
import { sectionEndpointRoutes } from './modules/assessment/section-endpoints/routes.js';
import { promptsRoutes } from './modules/assessment/prompts/routes.js';
import { webResearchRoutes } from './modules/assessment/web-research/routes.js';
import { websiteScrapeRoutes } from './modules/assessment/website-scrape/routes.js';
import { logoRoutes } from './modules/logos/routes.js';
import { createMailer, mailDeliveryOf } from './modules/mail/mailer.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { reportExportRoutes } from './modules/reports/export-routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { vsmeRoutes } from './modules/vsme/routes.js';
import { vsmeRequestRoutes } from './modules/vsme/requests/routes.js';
import { workspaceRoutes } from './modules/workspace/routes.js';
import { authenticateScope, recordRoutes } from './authz/route-access.js';
import { authPlugin } from './plugins/auth.js';
import { ModelStatus } from './modules/assessment/model-status.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerEtags } from './plugins/etag.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.js';
import { registerSpa } from './plugins/spa.js';
import { registerTextInputRule } from './plugins/text-input.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** The open database; the job queue and LISTEN need more than the query builder. */
  database: DatabaseHandle;
  jwtSecret: string;
  /** The built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  /** Tests pass the AI SDK's mock models here; otherwise they are resolved from the configuration. */
  providers?: Partial<AppProviders>;
  /** Start the job queue now (and, unless ROLE=api, run steps): the server does; tests start it on use. */
  startPipeline?: boolean;
  /** A logger made by the caller from loggerOptions (main shares one with start-up); otherwise one here. */
  logger?: FastifyBaseLogger;
  /** Tests only: pause points in the assessment pipeline. */
  assessment?: AssessmentPipelineOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The assessment pipeline: tests reach its job queue through it. */
    assessments: AssessmentPipeline;
  }
}

/** JSON bodies above this are refused with 413; uploads have their own limit on their own route. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: loggerOptions(config, [options.jwtSecret]) }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // A malformed or overlong address is answered before any route is found: in the API's error shape too.
    frameworkErrors: answerFrameworkError,
    // Strapi-style queries (filters[Client][documentId][$eq]=..., populate[0]=role) need nested parsing.
    routerOptions: {
      querystringParser: (query) => qs.parse(query, { depth: 5, arrayLimit: 50, parameterLimit: 100 }),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerErrorHandling(app);
  registerTextInputRule(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerEtags(app);
  await registerCompression(app);
  await registerDocs(app);
  await app.register(authPlugin, { db, secret: options.jwtSecret, expiresIn: config.jwtExpiresIn });

  const providers: AppProviders = {
    model: options.providers?.model ?? resolveModelProvider(config.providerEnv),
    research: options.providers?.research ?? resolveResearchProvider(config.providerEnv),
    modelStatus: options.providers?.modelStatus ?? new ModelStatus(),
  };
  const context: AppContext = {
    db,
    config,
    mailer: createMailer({
      db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      delivery: mailDeliveryOf(config),
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    providers,
    notifications: createNotificationHub(database, (message) => app.log.warn(message)),
    assessments: new AssessmentPipeline({
      handle: database,
      config,
      providers,
      log: app.log,
      ...options.assessment,
    }),
    jwtSecret: options.jwtSecret,
  };
  app.decorate('assessments', context.assessments);
  // Mails sent in the background (password resets) finish before the database they write to closes;
  // so do the steps in flight and the listeners.
  app.addHook('onClose', async () => {
    await context.assessments.stop();
    await context.notifications.close();
    await context.mailer.drain();
  });
  await app.register(
    async (api) => {
      // One scope for the whole API: every route in it requires a valid token unless PUBLIC_ROUTES says otherwise.
      authenticateScope(api, app.routeCatalog);
      await api.register(healthRoutes, context);
      await api.register(authRoutes, context);
      await api.register(oauthRoutes, context);
      await api.register(userRoutes, context);
      await api.register(organizationRoutes, context);
      await api.register(clientRoutes, context);
      await api.register(applicabilityRoutes, context);
      await api.register(classificationRoutes, context);
      await api.register(initiativeRoutes, context);
      await api.register(uploadRoutes, context);
      await api.register(enrichmentRoutes, context);
      await api.register(logoRoutes, context);
      await api.register(websiteScrapeRoutes, context);
      await api.register(webResearchRoutes, context);
      await api.register(promptsRoutes, context);
      await api.register(completenessRoutes, context);
      await api.register(clientDocumentsRoutes, context);
      await api.register(sectionEndpointRoutes, context);
      await api.register(assessmentRoutes, context);
      await api.register(reportRoutes, context);
      await api.register(reportExportRoutes, context);
      await api.register(vsmeRoutes, context);
      await api.register(vsmeRequestRoutes, context);
      await api.register(chatRoutes, context);
      await api.register(feedbackRoutes, context);
      await api.register(changelogRoutes, context);
      await api.register(workspaceRoutes, context);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, options.webDistDir);
  // Steps left in progress by a stopped process resume now, not when the next assessment starts.
  if (options.startPipeline) await context.assessments.start();
  return app;
}
