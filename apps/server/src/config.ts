import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SENTRY_DSN: z.string().optional(),
  WEB_DIST: z.string().optional(),
  WEB_RENDER: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  NOTES_BASE_URL: z.url().optional(),
  API_DOCS: z.enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no']).default('on'),
});

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  demo: boolean;
  logLevel: string;
  sentryDsn: string | undefined;
  webDist: string | undefined;
  /** The web app's page renderer (apps/web/dist-server/render-page.js); absent: the one beside webDist. */
  webRender?: string;
  /** Hop count or proxy addresses/CIDRs whose X-Forwarded-For is believed; false: none. */
  trustProxy: TrustProxy;
  storage: StorageConfig;
  /** Base URL of the external student-notes site; the student's SMS ID is appended. */
  notesBaseUrl: string | undefined;
  /** The OpenAPI document and viewer under /api/docs; false (API_DOCS=off) hides them. Absent: shown. */
  apiDocs?: boolean;
  /** Cheaper argon2 parameters; only ever true in the test suite. */
  fastHashing: boolean;
};

/** The secret is generated once and kept in the data dir so tokens survive a restart. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.STORAGE === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration:\nS3_BUCKET is required when STORAGE=s3');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Open to the network only when asked, or in production (behind its proxy or load balancer).
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    demo: e.NODE_ENV === 'production' ? false : (e.DEMO ?? true),
    logLevel: e.LOG_LEVEL,
    sentryDsn: e.SENTRY_DSN || undefined,
    webDist: e.WEB_DIST,
    webRender: e.WEB_RENDER,
    trustProxy: e.TRUST_PROXY,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // MinIO-like servers behind an endpoint want path-style addressing.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : { kind: 'local' },
    notesBaseUrl: e.NOTES_BASE_URL,
    fastHashing: e.NODE_ENV === 'test',
    apiDocs: !['off', 'false', '0', 'no'].includes(e.API_DOCS),
  };
}
