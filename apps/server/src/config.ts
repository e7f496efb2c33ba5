import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RedirectRules } from '@studiolo/contracts';

/** The source archive of this build, which build.mjs writes beside the bundle (dist/main.js). */
const BUILT_SOURCE_ARCHIVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'source.tar.gz');

/** A comma-separated list, each item trimmed (and passed through `normalize`), blanks dropped. */
const commaSeparated = (normalize: (item: string) => string = (item) => item) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((item) => normalize(item.trim()))
        .filter(Boolean),
    );

/** An address a browser shows Studiolo at: `http(s)://host[:port]`, no path (a trailing slash is dropped). */
const WebOrigin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        ['http:', 'https:'].includes(url.protocol) &&
        !value.includes('*') && // one address each; no wildcards
        `${url.origin}/` === `${value.toLowerCase().replace(/\/$/, '')}/`
      );
    } catch {
      return false;
    }
  }, 'an origin such as https://studio.example.it or http://192.168.1.20:3000 (scheme, host and port; no path)')
  .transform((value) => new URL(value).origin);

/**
 * Every environment variable Studiolo reads, parsed once. README.md lists them with their defaults;
 * keep the two in step.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_MIGRATION_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_START_TIMEOUT: z.coerce.number().int().min(0).default(300),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  AUTH_IP_RATE_LIMIT: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  TRUSTED_PROXIES: commaSeparated().pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  TRUSTED_ORIGINS: commaSeparated().pipe(z.array(WebOrigin)),
  ADMIN_EMAILS: commaSeparated((a) => a.toLowerCase()).pipe(z.array(z.email())),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.url().optional(),
  EMAIL_FROM: z.string().min(3).default('Studiolo <no-reply@studiolo.local>'),
  S3_BUCKET: z.string().min(1).optional(),
  ALLOW_LOCAL_STORAGE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SISTEMATS_CERTIFICATE: z.string().min(1).optional(),
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  TIMESTAMP_URL: z.url().optional(),
  SISTEMATS_URL: z.url().optional(),
  SISTEMATS_TEST_URL: z.url().optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The approved Italian regulatory bundle and its address: Twilio sells Italian numbers only with both. */
  TWILIO_BUNDLE_SID: z
    .string()
    .regex(/^BU[0-9a-f]{32}$/, 'a Twilio regulatory bundle SID (BU…)')
    .optional(),
  TWILIO_ADDRESS_SID: z
    .string()
    .regex(/^AD[0-9a-f]{32}$/, 'a Twilio address SID (AD…)')
    .optional(),
  DEMO_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'the demo line in E.164 (+39…)')
    .optional(),
  DEMO_SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/,
      'a number in E.164 or an alphanumeric sender id (up to 11)',
    )
    .optional(),
  TRANSCRIPTION_URL: z.url().optional(),
  TRANSCRIPTION_API_KEY: z.string().min(1).optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIPTION_LANGUAGE: z.string().min(2).max(5).default('it'),
  /**
   * Hosts of services outside the European Union (a host and its subdomains), which the privacy
   * notice names with the transfer safeguard (docs/decisions/026). Twilio is always one.
   */
  PROCESSORS_OUTSIDE_EU: z.string().default('api.openai.com,api.anthropic.com'),
  LLM_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).default(15_000),
  JOBS_RETENTION_DAYS: z.coerce.number().min(0).default(7),
  WEB_DIST_DIR: z.string().optional(),
  /** SPEC §2's redirect rules, as JSON: [{"from":"/old","to":"/new","status":301}, …]. */
  REDIRECTS: z
    .string()
    .default('[]')
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'JSON: a list of {"from","to","status"}' });
        return z.NEVER;
      }
    })
    .pipe(RedirectRules),
  SOURCE_CODE_URL: z.url().optional(),
});

/** Every environment variable the server reads (the README's table documents each). */
export const ENVIRONMENT_VARIABLES = Object.keys(Env.shape);

export type Config = ReturnType<typeof loadConfig>;

/** The simulator's demo line: a Milan number outside the block of its organizations' numbers. */
export const SIMULATOR_DEMO_NUMBER = '+390294760000';

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!!e.TWILIO_ACCOUNT_SID !== !!e.TWILIO_AUTH_TOKEN) {
    throw new Error(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both or neither',
    );
  }
  if ((e.SISTEMATS_URL || e.SISTEMATS_TEST_URL) && !e.SISTEMATS_CERTIFICATE) {
    throw new Error('Invalid configuration:\n  SISTEMATS_CERTIFICATE: required to reach the Sistema TS');
  }
  if (e.SIGNING_P12_PASSWORD !== undefined && !e.SIGNING_P12_PATH) {
    throw new Error(
      'Invalid configuration:\n  SIGNING_P12_PASSWORD: set SIGNING_P12_PATH too (the .p12 it opens)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    /**
     * The origins whose pages may send cookie-authenticated writes (http/csrf.ts) and sign in:
     * PUBLIC_URL, TRUSTED_ORIGINS (the other addresses Studiolo is opened at, e.g. the reception
     * PC's LAN address), and outside production the Vite dev server that proxies the API.
     */
    ownOrigins: [
      ...new Set([
        new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
        ...e.TRUSTED_ORIGINS,
        ...(e.NODE_ENV === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173']),
      ]),
    ],
    /**
     * Outside production a page is also ours when its origin is the address the request reached
     * (http://127.0.0.1:3000 while PUBLIC_URL says localhost): see http/origins.ts.
     */
    trustRequestHost: e.NODE_ENV !== 'production',
    /** Reverse proxies whose X-Forwarded-For is believed (http/client-address.ts). */
    trustedProxies: e.TRUSTED_PROXIES,
    /** People who may open /admin besides those granted with `npm run admin:grant`. */
    adminEmails: e.ADMIN_EMAILS,
    dataDir,
    // SPEC §9: every level locally, warnings and errors in production, all but debug otherwise.
    logLevel: e.LOG_LEVEL ?? { development: 'trace', production: 'warn', test: 'info' }[e.NODE_ENV],
    database: e.DATABASE_URL
      ? {
          engine: 'postgres' as const,
          url: e.DATABASE_URL,
          migrationUrl: e.DATABASE_MIGRATION_URL ?? e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          /** Statements prepared once per connection (db/client.ts); off behind a pooler that drops them. */
          preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
          /** How long a start waits for an unreachable database, retrying (0: forever). */
          startTimeoutMs: e.DATABASE_START_TIMEOUT * 1000,
        }
      : {
          engine: 'pglite' as const,
          // undefined keeps the database in memory (tests); the server always has a directory.
          dir: path.join(dataDir, 'pglite') as string | undefined,
          /** The in-memory database's starting content: tests start from one migrated dump. */
          snapshot: undefined as Blob | undefined,
        },
    /** Signs sessions; outside production a random one is kept in DATA_DIR (bootstrap.ts). */
    authSecret: e.AUTH_SECRET,
    /** Per-IP limits on sign-in, sign-up and codes; per-email limits always apply. */
    authIpRateLimit: e.AUTH_IP_RATE_LIMIT,
    /** Google sign-in appears only when both are set. */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    email: {
      from: e.EMAIL_FROM,
      smtpUrl: e.SMTP_URL,
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3' as const,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : {
          kind: 'local' as const,
          dir: path.join(dataDir, 'files'),
          /** Files on this machine with a shared PostgreSQL: one process only, or a volume all share. */
          allowedWithSharedDatabase: e.ALLOW_LOCAL_STORAGE,
        },
    /**
     * The Sistema TS (730) web services, once its SanitelCF certificate is given; each organization
     * sends to the test or the production service. Without, the local Sistema TS stands in for both.
     */
    sistemaTs: e.SISTEMATS_CERTIFICATE
      ? {
          certificate: path.resolve(e.SISTEMATS_CERTIFICATE),
          urls: {
            production: e.SISTEMATS_URL ?? 'https://invioss730p.sanita.finanze.it',
            test: e.SISTEMATS_TEST_URL ?? 'https://invioss730ptest.sanita.finanze.it',
          },
        }
      : undefined,
    /**
     * Sealing signed documents (signing/): the organization's .p12 when configured, else the
     * installation's own self-signed certificate, named after the address Studiolo is at.
     */
    signing: {
      p12: e.SIGNING_P12_PATH
        ? { path: path.resolve(e.SIGNING_P12_PATH), password: e.SIGNING_P12_PASSWORD ?? '' }
        : undefined,
      installation: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).host,
    },
    /**
     * The RFC 3161 time-stamping authority of the seal (PAdES B-T): any service by URL; without,
     * the installation's own (providers/timestamp/local.ts, docs/decisions/025).
     */
    timestamp: e.TIMESTAMP_URL ? { url: e.TIMESTAMP_URL } : undefined,
    /** Twilio for the calls numbers; without, the simulator (docs/decisions/007). */
    twilio: e.TWILIO_ACCOUNT_SID
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN!,
          bundleSid: e.TWILIO_BUNDLE_SID,
          addressSid: e.TWILIO_ADDRESS_SID,
        }
      : undefined,
    /**
     * The public live demo (docs/decisions/015): the line visitors call (DEMO_NUMBER, a number of the
     * Twilio account; the simulator has its own by default) and the SMS sender of its codes. Without
     * a demo line (Twilio and no DEMO_NUMBER) the demo is off.
     */
    demo: {
      number: e.DEMO_NUMBER ?? (e.TWILIO_ACCOUNT_SID ? undefined : SIMULATOR_DEMO_NUMBER),
      smsFrom: e.DEMO_SMS_FROM ?? e.DEMO_NUMBER ?? (e.TWILIO_ACCOUNT_SID ? undefined : SIMULATOR_DEMO_NUMBER),
    },
    /** Any OpenAI-compatible /v1/audio/transcriptions; without, only simulated calls' scripts. */
    transcription: e.TRANSCRIPTION_URL
      ? {
          url: e.TRANSCRIPTION_URL,
          apiKey: e.TRANSCRIPTION_API_KEY,
          model: e.TRANSCRIPTION_MODEL,
          language: e.TRANSCRIPTION_LANGUAGE,
        }
      : undefined,
    /** Any OpenAI-compatible chat completions API for the triage; without, the rule-based one. */
    llm: e.LLM_URL ? { url: e.LLM_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    /** What the privacy notice says of the services configured above (modules/documents/privacy-facts.ts). */
    privacy: {
      outsideEuHosts: e.PROCESSORS_OUTSIDE_EU.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    jobs: {
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      concurrency: e.JOBS_CONCURRENCY,
      /** A running job's lease, renewed while it runs: a crashed process's jobs resume after it. */
      leaseMs: e.JOBS_LEASE_MS,
      /** Finished jobs (and their payloads) are deleted this long after they ended. */
      retentionMs: e.JOBS_RETENTION_DAYS * 24 * 60 * 60_000,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    /** Old and moved paths the server redirects (301/308), which the web's router follows too. */
    redirects: e.REDIRECTS,
    /**
     * Where users get the source of the running version (AGPL §13): a deployment that runs a
     * modified Studiolo points SOURCE_CODE_URL at its fork; otherwise the archive the build made.
     */
    sourceCode: { url: e.SOURCE_CODE_URL, archivePath: BUILT_SOURCE_ARCHIVE },
  };
}
