/**
 * Builds the API: plugins, then every module under /api/v1. server.ts is the only file that listens;
 * tests call buildApp and use app.inject against a real database.
 */
import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { OneLinePerRequest } from "@keel/contracts/request-log";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { DatabaseHandle, Engine } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { loadApiKeySecret } from "./modules/api-keys/api-key-token.ts";
import { apiKeyRoutes } from "./modules/api-keys/api-keys.routes.ts";
import { accountRoutes } from "./modules/auth/account.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { adminBillingRoutes } from "./modules/billing/admin-billing.routes.ts";
import { billingRoutes, stripeWebhookRoutes } from "./modules/billing/billing.routes.ts";
import { boatRoutes } from "./modules/boats/boats.routes.ts";
import { duplicateRoutes } from "./modules/boats/duplicates.routes.ts";
import { freshnessRoutes } from "./modules/boats/freshness.routes.ts";
import { moderationRoutes } from "./modules/boats/moderation.routes.ts";
import { teamBoatRoutes } from "./modules/boats/team-boats.routes.ts";
import { enquiryRoutes } from "./modules/buyers/enquiries.routes.ts";
import { favouriteAlertRoutes } from "./modules/buyers/favourite-alerts.routes.ts";
import { favouriteRoutes } from "./modules/buyers/favourites.routes.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { contactRoutes } from "./modules/contact/contact.routes.ts";
import {
  adminExchangeRateRoutes,
  exchangeRateRoutes,
} from "./modules/exchange-rates/exchange-rates.routes.ts";
import { feedRoutes } from "./modules/feeds/feeds.routes.ts";
import { JOB_KINDS } from "./modules/jobs/job-kinds.ts";
import { createJobRunner, type JobRunner } from "./modules/jobs/runner.ts";
import { mailRoutes } from "./modules/mail/mail.routes.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { createStorage, type Storage } from "./modules/media/storage.ts";
import { adminConversationRoutes } from "./modules/messages/admin-conversations.routes.ts";
import { messageModerationRoutes } from "./modules/messages/message-moderation.routes.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { partnerRoutes } from "./modules/partners/partners.routes.ts";
import { professionalRoutes } from "./modules/professionals/professionals.routes.ts";
import { savedSearchRoutes } from "./modules/saved-searches/saved-searches.routes.ts";
import { type BoatSearch, createBoatSearch } from "./modules/search/boat-search.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { createLifecycle, type Lifecycle } from "./modules/site/readiness.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { invitationRoutes } from "./modules/teams/invitations.routes.ts";
import { memberRoutes } from "./modules/teams/members.routes.ts";
import { teamRoutes } from "./modules/teams/teams.routes.ts";
import { userRoutes } from "./modules/users/users.routes.ts";
import { registerAccess } from "./plugins/access.ts";
import { apiDescription } from "./plugins/api-description.ts";
import { registerErrorHandlers, sendFrameworkError } from "./plugins/errors.ts";
import { registerMedia } from "./plugins/media.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { databaseRateLimitStore } from "./plugins/shared-rate-limits.ts";
import { strictBodyValidatorCompiler } from "./plugins/strict-bodies.ts";
import { registerUploads } from "./plugins/uploads.ts";
import { registerWriteBudget } from "./plugins/write-budget.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** The key of the keyed hash team API keys are stored as (modules/api-keys/api-key-token.ts). */
    apiKeySecret: string;
    /** The public boat search: worker threads with in-memory indexes (modules/search/boat-search.ts). */
    boatSearch: BoatSearch;
    engine: Engine;
    storage: Storage;
    mailer: Mailer;
    /** db, config, mailer and log, for services. */
    ctx: AppContext;
    /** Workers of the job queue; server.ts starts them, tests `drain()` them (modules/jobs/runner.ts). */
    jobs: JobRunner;
    /** Search index warm-up and draining, reported by /api/v1/ready (modules/site/readiness.ts). */
    lifecycle: Lifecycle;
  }
}

export const API_PREFIX = "/api/v1";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

export async function buildApp(options: {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** Replaces the SMTP/outbox mailer (the config's SMTP_URL is the usual way to point it elsewhere). */
  mailer?: Mailer;
  /** Replaces the configured store (STORAGE_URL, else the local disk). */
  storage?: Storage;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    // Keep the caller's request id when it sends one (the web server does), so one id follows a page view.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: "127.0.0.1",
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    // A URL the router cannot read (bad percent-encoding, an over-long path parameter): the one error shape.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("config", config);
  app.decorate("db", database.db);
  const boatSearch = createBoatSearch({
    db: database.db,
    engine: database.engine,
    url: database.url,
    workers: config.searchWorkers,
  });
  app.decorate("boatSearch", boatSearch);
  app.decorate("lifecycle", createLifecycle());
  // While draining, every answer closes its connection: a keep-alive client (the web server's fetch, a balancer
  // with upstream keepalive) would otherwise hold the process open for Fastify's 72 s keep-alive, past the
  // drain's bound (drain.ts).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onClose", () => boatSearch.close());
  app.decorate("engine", database.engine);
  const storage = options.storage ?? createStorage(config);
  app.addHook("onClose", async () => storage.close());
  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate("storage", storage);
  app.decorate("mailer", mailer);
  app.decorate("ctx", { db: database.db, config, mailer, log: app.log, storage });
  const jobs = createJobRunner({
    ctx: app.ctx,
    engine: database.engine,
    definitions: JOB_KINDS,
    concurrency: config.jobWorkers,
  });
  app.decorate("jobs", jobs);
  app.addHook("onClose", () => jobs.stop());
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandlers(app);
  app.decorate("apiKeySecret", loadApiKeySecret(config.apiKeySecret, config.dataDir));
  // DATA_DIR is each machine's own: with a shared database, keys made through one machine would fail on another.
  if (!config.apiKeySecret && database.engine === "postgres")
    app.log.warn("API_KEY_SECRET is not set: team API keys work only on the processes sharing this DATA_DIR");
  registerAccess(app);
  registerWriteBudget(app);
  registerSecurityHeaders(app);
  // Only routes that opt in are limited (login, contact forms…); their per-IP counters live in the database,
  // shared by every API process (plugins/shared-rate-limits.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await registerUploads(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.brandName} API`,
        version: "1.0.0",
        description: apiDescription(config),
      },
      servers: [{ url: config.publicAppUrl }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "A session token from POST auth/login." },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "keel_ followed by 64 hexadecimal digits",
            description:
              "A team API key, created in the dashboard; the requirement lists the scope an operation needs.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
  });

  await app.register(
    async (api) => {
      await api.register(siteRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(adminExchangeRateRoutes, { prefix: "/admin" });
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(boatRoutes);
      await api.register(searchRoutes);
      await api.register(savedSearchRoutes);
      await api.register(teamBoatRoutes);
      await api.register(feedRoutes);
      await api.register(moderationRoutes);
      await api.register(freshnessRoutes);
      await api.register(duplicateRoutes);
      await api.register(messagesRoutes);
      await api.register(messageModerationRoutes);
      await api.register(adminConversationRoutes);
      await api.register(statisticsRoutes);
      await api.register(supportRoutes);
      await api.register(teamRoutes);
      await api.register(memberRoutes);
      await api.register(invitationRoutes);
      await api.register(apiKeyRoutes);
      await api.register(userRoutes);
      await api.register(favouriteRoutes);
      await api.register(favouriteAlertRoutes);
      await api.register(enquiryRoutes);
      await api.register(adminRoutes, { prefix: "/admin" });
      await api.register(billingRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(adminBillingRoutes, { prefix: "/admin" });
      await api.register(catalogRoutes);
      await api.register(partnerRoutes);
      await api.register(professionalRoutes);
      await api.register(contactRoutes);
      await api.register(mailRoutes);
    },
    { prefix: API_PREFIX },
  );
  registerMedia(app, storage, config.mediaPublicUrl);
  return app;
}
