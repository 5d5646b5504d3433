import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { registerAuthentication } from './auth/authenticate.ts';
import { createHasher, type Hasher } from './auth/hashing.ts';
import { createTokens, type Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import { createOnce } from './idempotency/once.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { HASH_PATHS, LOG_SERIALIZERS } from './lib/log-safety.ts';
import { registerNoStore } from './lib/no-store.ts';
import { registerCompression } from './lib/compression.ts';
import { registerTextInputRules } from './lib/text-input.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { registerRequestDrain } from './lib/request-drain.ts';
import { registerWriteSettling } from './lib/write-settling.ts';
import { defaultWebDist, inlineScriptHashes, registerWeb } from './lib/web.ts';
import { revokedTokenIds } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { firstPaintRoutes, loadRenderer, rendererBeside, type PageRenderer } from './modules/first-paint/index.ts';
import { importsRoutes } from './modules/imports/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { shiftsRoutes } from './modules/shifts/routes.ts';
import { prepareFindLiveById, teachersRoutes, usersRoutes } from './modules/users/index.ts';
import { booksRoutes } from './modules/books/routes.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { auditLogRoutes } from './modules/audit-log/index.ts';
import { linksRoutes } from './modules/links/routes.ts';
import { manualsRoutes } from './modules/manuals/routes.ts';
import { spellingCategoriesRoutes } from './modules/spelling-categories/routes.ts';
import { activitiesRoutes } from './modules/activities/routes.ts';
import { pickupsRoutes } from './modules/pickups/routes.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { readingRoutes } from './modules/reading/index.ts';
import { sessionsRoutes } from './modules/sessions/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { studentsRoutes } from './modules/students/routes.ts';
import { buildLiveRules, buildServices } from './composition.ts';
import { createLiveHub } from './live/hub.ts';
import { registerLivePosition } from './live/position-header.ts';
import { liveRoutes } from './modules/live/index.ts';
import { registerApiDocs } from './openapi/document.ts';
import { documentedSerializer } from './openapi/serializer.ts';
import { createImageWork, createStorage, type FileStorage, type ImageWork } from './storage/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The database's change feed: with it, hot reads and the signed-in user are cached (decision 0011). */
  changes?: ChangeFeed;
  hasher?: Hasher;
  tokens?: Tokens;
  storage?: FileStorage;
  /** Upload image work with other limits or pool (tests). */
  images?: ImageWork;
  logger?: boolean | object;
  reportError?: (err: unknown) => void;
  /** The web app's page renderer for first paints (tests); else the build's, beside the web app (decision 0052). */
  pageRenderer?: () => Promise<PageRenderer | null>;
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.currentPin',
  'body.newPin',
  'body.deviceTokens',
  ...HASH_PATHS,
];

/** The logger's options besides level and destination: redaction and safe serializers (lib/log-safety.ts). */
export const LOG_OPTIONS = { redact: REDACTED_PATHS, serializers: LOG_SERIALIZERS };

/** Presigned S3 URLs point at the bucket's host: images from there must be allowed. */
function storageOrigins(config: Config): string[] {
  const s = config.storage;
  if (s.kind !== 's3') return [];
  if (s.endpoint) return [new URL(s.endpoint).origin];
  return [`https://${s.bucket}.s3.${s.region}.amazonaws.com`, `https://s3.${s.region}.amazonaws.com`];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const hasher = deps.hasher ?? createHasher(config.fastHashing);
  const tokens = deps.tokens ?? createTokens(config.jwtSecret);
  const storage = deps.storage ?? createStorage(config);
  const images = deps.images ?? createImageWork({ db });

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, ...LOG_OPTIONS },
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(documentedSerializer(config.env === 'test'));
  registerErrorHandler(app, deps.reportError);
  registerRequestDrain(app);

  const webDist = config.webDist ?? defaultWebDist();
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The first-paint loader, inlined in index.html, by its hash (decision 0052).
        scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
        // MUI's emotion writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(config.sentryDsn ? [new URL(config.sentryDsn).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  registerNoStore(app);
  await registerCompression(app);

  // Per-route limits (readMultipart) decide what is too large; this is only the outer bound.
  await app.register(multipart, { limits: { fileSize: 33 * 1024 * 1024, files: 40 } });

  await registerApiDocs(app, { enabled: config.apiDocs !== false });

  const authentication = registerAuthentication(app, {
    tokens,
    changes: deps.changes,
    findLiveById: prepareFindLiveById(db),
    revokedTokenIds: (userId) => revokedTokenIds(db, userId),
  });
  if (deps.changes) registerWriteSettling(app, deps.changes);
  registerTextInputRules(app);

  const services = buildServices({
    config,
    db,
    hasher,
    tokens,
    storage,
    images,
    changes: deps.changes,
    warn: (message, err) => app.log.warn({ err }, message),
  });
  const hub = deps.changes
    ? createLiveHub({
        feed: deps.changes,
        rules: buildLiveRules(db),
        warn: (message, err) => app.log.warn({ err }, message),
      })
    : undefined;
  if (hub) {
    app.addHook('onClose', () => hub.close());
    registerLivePosition(app, hub);
  }
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(usersRoutes, { users: services.users });
  await app.register(teachersRoutes, { teachers: services.teachers });
  await app.register(shiftsRoutes, { shifts: services.shifts });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(storageRoutes, { storage });
  await app.register(studentsRoutes, { students: services.students });
  await app.register(booksRoutes, { books: services.books });
  await app.register(spellingCategoriesRoutes, { spellingCategories: services.spellingCategories });
  await app.register(linksRoutes, { links: services.links });
  await app.register(manualsRoutes, { manuals: services.manuals });
  const once = createOnce(db);
  await app.register(sessionsRoutes, { sessions: services.sessions, once });
  await app.register(readingRoutes, { reading: services.reading });
  await app.register(activitiesRoutes, { activities: services.activities });
  await app.register(pickupsRoutes, { pickups: services.pickups, once });
  await app.register(importsRoutes, { imports: services.imports });
  await app.register(calendarRoutes, { calendar: services.calendar });
  await app.register(auditLogRoutes, { auditLog: services.auditLog });
  await app.register(reportsRoutes, { reports: services.reports });
  await app.register(liveRoutes, { hub, recheck: authentication.recheck });

  const pageRenderer = deps.pageRenderer ?? loadRenderer(config.webRender ?? rendererBeside(webDist));
  // Loaded once the server is up, not in a visitor's first paint.
  if (config.env !== 'test') app.addHook('onReady', () => void pageRenderer().catch(() => undefined));
  await app.register(firstPaintRoutes, { renderer: pageRenderer });

  await registerWeb(app, webDist);
  return app;
}
