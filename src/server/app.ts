// Builds the Hono app from its dependencies, so tests can give it their own database and clock.

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { API_KEY_REQUESTS_PER_MINUTE } from "../domain/api-keys.ts";
import { CONTACT_MESSAGES, CONTACT_WINDOW_SECONDS } from "../domain/contact.ts";
import { GENERATIONS_PER_MINUTE } from "../domain/generation.ts";
import { byKey } from "../domain/messages.ts";
import { PROJECT_MAX_FILE_BYTES } from "../domain/projects.ts";
import { MAX_DICTIONARY_BYTES } from "../domain/pronunciation/rules.ts";
import { apiRoutes } from "./api-routes.ts";
import type { AppDeps, AppEnv } from "./app-env.ts";
import { CLIENT_IP_HEADER, createAuth } from "./auth.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAccountService } from "./features/account/service.ts";
import { requireVerifiedEmail } from "./features/account/verified-sign-in.ts";
import { createOverviewService } from "./features/admin-overview/service.ts";
import { createAdminService } from "./features/admin-session/service.ts";
import { createAdminSettingsService } from "./features/admin-settings/service.ts";
import { createAdminUsersService } from "./features/admin-users/service.ts";
import {
  createAdminVoicesService,
  installedNeuralVoices,
  neuralInstaller,
} from "./features/admin-voices/service.ts";
import { createApiKeysService } from "./features/api-keys/service.ts";
import { createAuditService } from "./features/audit/service.ts";
import { withCatalogueKey } from "./features/auth/refusals.ts";
import { createBroadcastsService } from "./features/broadcasts/service.ts";
import { createContactService } from "./features/contact/service.ts";
import { createDownloads } from "./features/generations/downloads.ts";
import { createGenerationsService } from "./features/generations/service.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { createProfilesService } from "./features/me/service.ts";
import { createMailer } from "./features/notifications/mailer.ts";
import { createNotificationsService } from "./features/notifications/service.ts";
import { createReviewService } from "./features/payments/review.ts";
import { createPaymentsService } from "./features/payments/service.ts";
import { createPlansService, seedPlans } from "./features/plans/service.ts";
import { createProjectsService } from "./features/projects/service.ts";
import { createPronunciationService } from "./features/pronunciation/service.ts";
import { createSamplesService } from "./features/samples/service.ts";
import { createSettingsService } from "./features/settings/service.ts";
import { createStatusService } from "./features/status/service.ts";
import { createPreviewsService } from "./features/voices/preview.ts";
import { createVoicesService } from "./features/voices/service.ts";
import { CachedRouter } from "./http/cached-router.ts";
import { crawlerRoutes } from "./http/crawlers.ts";
import { bodyOf, clientErrorOf, errorBody, notFound, sendError } from "./http/errors.ts";
import { everyRequest } from "./http/every-request.ts";
import { createMetrics, metricsGuard } from "./http/metrics.ts";
import { originCheck } from "./http/origin-check.ts";
import type { RenderPage } from "./http/pages.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { createSessionCheck } from "./http/session.ts";
import { inlineScripts, readIndex, spa } from "./http/spa.ts";
import type { Logger } from "./logger.ts";
import { createSpeech, type Speech } from "./speech/index.ts";
import { createTranscodePool } from "./speech/transcode-pool.ts";
import { speechConfigFromEnv } from "./speech-config.ts";
import type { AudioStore } from "./storage/audio-store.ts";
import { audioStoreFromEnv } from "./storage/from-env.ts";

export const MAX_JSON_BYTES = 64 * 1024;
// A document at its largest and the form around it.
const PROJECT_MAX_BODY_BYTES = PROJECT_MAX_FILE_BYTES + 1024 * 1024;

export interface CreateAppOptions {
  env: Env;
  database: Database;
  logger: Logger;
  secret: string;
  now?: () => Date;
  /** Built web app to serve; omitted in API tests and in development (Vite serves it). */
  webRoot?: string;
  /** Renders the public pages; the build's SSR module beside webRoot when omitted (http/pages.ts). */
  renderPage?: RenderPage;
  /** better-auth's limiter; on in production, and in the tests that check it. */
  rateLimit?: boolean;
  /** Speech engines; built from the environment when omitted. */
  speech?: Speech;
  /** Audio; from the environment when omitted (DATA_DIR/audio, or the S3 bucket). */
  audio?: AudioStore;
  /** Per-user generation requests a minute (tests raise it to reach the quota race). */
  generationsPerMinute?: number;
  /** Public-API requests a minute per API key (tests lower it to reach the limit). */
  apiKeyRequestsPerMinute?: number;
}

export function createDeps(options: CreateAppOptions): AppDeps {
  const { env, database, logger } = options;
  const now = options.now ?? (() => new Date());
  const db = database.db;
  const audit = createAuditService(db, now);
  const voices = createVoicesService(
    db,
    options.speech ?? createSpeech(speechConfigFromEnv(env), logger),
  );
  const settings = createSettingsService(db, logger);
  const admin = createAdminService(db, audit, now);
  const mailer = createMailer(env);
  const auth = createAuth({
    env,
    db,
    secret: options.secret,
    logger,
    mailer,
    settings,
    rateLimit: options.rateLimit ?? env.AUTH_RATE_LIMIT ?? env.NODE_ENV === "production",
  });
  const audio = options.audio ?? audioStoreFromEnv(env);
  const core = {
    env,
    database,
    db,
    logger,
    now,
    auth,
    sessionUser: createSessionCheck(
      auth,
      options.secret,
      env.PUBLIC_URL?.startsWith("https://") ?? false,
    ),
    settings,
    mailer,
    profiles: createProfilesService(db, now, database.profileVersions),
    audit,
    admin,
    speech: voices.speech,
    voices,
    audio,
    downloads: createDownloads({ audio, logger }, createTranscodePool(DOWNLOAD_THREADS)),
    generationLimiter: createRateLimiter(db, {
      name: "generations",
      points: options.generationsPerMinute ?? GENERATIONS_PER_MINUTE,
      durationSeconds: 60,
    }),
    apiKeys: createApiKeysService(db, now),
    apiKeyLimiter: createRateLimiter(db, {
      name: "api-keys",
      points: options.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE,
      durationSeconds: 60,
    }),
    contactLimiter: createRateLimiter(db, {
      name: "contact",
      points: CONTACT_MESSAGES,
      durationSeconds: CONTACT_WINDOW_SECONDS,
    }),
  };
  const pronunciation = createPronunciationService(core);
  const plans = createPlansService(core);
  const account = createAccountService(core);
  return {
    ...core,
    account,
    plans,
    payments: createPaymentsService({ ...core, plans }),
    paymentReview: createReviewService(core),
    broadcasts: createBroadcastsService(core),
    contact: createContactService(core),
    notifications: createNotificationsService(core),
    overview: createOverviewService(core),
    adminSettings: createAdminSettingsService(core),
    adminUsers: createAdminUsersService({ ...core, account }),
    adminVoices: createAdminVoicesService({
      ...core,
      installVoice: neuralInstaller(env),
      defaultVoices: env.NEURAL_DEFAULT_VOICES,
      installedVoices: installedNeuralVoices(env),
    }),
    status: createStatusService(),
    pronunciation,
    generations: createGenerationsService({ ...core, pronunciation }),
    samples: createSamplesService(core),
    previews: createPreviewsService({ ...core, pronunciation }),
    projects: createProjectsService({ ...core, pronunciation }),
  };
}

/** Before the first request: the settings row, the plans and the admin password seeded, and what
 * a crash left behind (half-written audio, reserved generations) cleared. */
export async function prepare(deps: AppDeps): Promise<void> {
  await deps.settings.seed();
  await seedPlans(deps.db);
  await deps.admin.ensurePassword(deps.env.ADMIN_PASSWORD, deps.logger);
  await deps.audio.sweep();
  await deps.generations.returnCrashedReservations();
}

// One conversion at a time: its decoded samples take about 100 MB for 10 minutes of audio
// (bench/downloads.ts), and it is kept once converted.
const DOWNLOAD_THREADS = 1;

// Answered many times a minute and always well under compress's 1 KB threshold: running compress
// on them still costs a copy of the response (it adds a Vary header), a third of /api/me's time.
const SMALL_HOT_PATHS = new Set(["/healthz", "/readyz", "/api/me", "/api/auth/get-session"]);

export function createApp(options: CreateAppOptions) {
  const deps = createDeps(options);
  const metrics = createMetrics();
  const app = new Hono<AppEnv>({ router: new CachedRouter() });

  // The CSP allows the inline scripts of the pages served here, and no others.
  const web = options.webRoot ? { root: options.webRoot, index: readIndex(options.webRoot) } : null;
  app.use(everyRequest(deps, metrics, web ? inlineScripts(web.index) : []));
  // gzip for the web app's JS, CSS and HTML and for JSON: without it the landing page sends
  // 3x the bytes and Lighthouse's mobile performance drops from the 90s to the 70s.
  const gzip = compress();
  app.use((c, next) => (SMALL_HOT_PATHS.has(c.req.path) ? next() : gzip(c, next)));
  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => sendError(c, 413, "PAYLOAD_TOO_LARGE", byKey("httpTooLarge")),
  });
  // A pronunciation dictionary of 5,000 rules, or its PLS file, is far past the JSON limit.
  const limitDictionary = bodyLimit({
    maxSize: MAX_DICTIONARY_BYTES,
    onError: (c) => sendError(c, 413, "PAYLOAD_TOO_LARGE", byKey("httpTooLarge")),
  });
  // A project is made from a whole book, pasted or uploaded.
  const limitDocument = bodyLimit({
    maxSize: PROJECT_MAX_BODY_BYTES,
    onError: (c) => sendError(c, 413, "PAYLOAD_TOO_LARGE", byKey("httpTooLarge")),
  });
  // GET and HEAD carry no body; bodyLimit would still build a full Request object to look.
  app.use("/api/*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (/^\/api\/projects(\/|$)/.test(c.req.path)) return limitDocument(c, next);
    const dictionary = /^\/api\/(admin\/)?pronunciation(\/|$)/.test(c.req.path);
    return (dictionary ? limitDictionary : limitBody)(c, next);
  });
  app.use("/api/*", originCheck(deps.env.PUBLIC_URL));

  app.route("/", healthRoutes());
  app.route("/", crawlerRoutes(deps.env.PUBLIC_URL));
  app.get("/metrics", metricsGuard(deps.env.METRICS_TOKEN), async (c) => {
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // better-auth reads the client IP from a header; we set it from the socket ourselves.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("ip"));
    const request = new Request(c.req.raw, { headers });
    return withCatalogueKey(
      await requireVerifiedEmail(deps, request, await deps.auth.handler(request)),
    );
  });
  app.route("/", apiRoutes());

  app.all("/api/*", (c) => notFound(c));
  if (web) {
    app.route(
      "/",
      spa(web.root, {
        index: web.index,
        // A public page's queries, answered by this app in the same process.
        send: async (input, init) =>
          app.request(input instanceof Request ? input : String(input), init),
        ...(deps.env.PUBLIC_URL ? { publicUrl: deps.env.PUBLIC_URL } : {}),
        ...(options.renderPage ? { renderPage: options.renderPage } : {}),
        onRenderError: (error) =>
          deps.logger.error({ err: error }, "a public page failed to render"),
      }),
    );
  }

  app.notFound((c) => notFound(c));
  app.onError((error, c) => {
    const known = clientErrorOf(error);
    if (known) return c.json(bodyOf(known), known.status);
    deps.logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("INTERNAL", byKey("httpInternal")), 500);
  });
  return { app, deps };
}

export type App = ReturnType<typeof createApp>["app"];
