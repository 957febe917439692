import { z } from 'zod';
import { CONCIERGE_CONTACT } from '@prana/catalogue';
import { CONCIERGE_HOURS, CONCIERGE_RESPONSE_MINUTES, IMMIGRATION_REPORT_HOURS, STAGE_MESSAGE_TIME, IN_PERSON_RESPONSE_MINUTES, ON_SITE_HOURS, parseConciergeHours, type ConciergeHours } from '@prana/domain';

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/prana'),
  /** PostgreSQL connections per process. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request may wait for a free connection before it is refused with 503 and Retry-After. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** How many requests may wait for a connection at once; the next is refused at once with 503 and Retry-After. */
  DATABASE_POOL_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Requests one client (a session, or an address when signed out) may have in progress in one api process. */
  CLIENT_CONCURRENCY_MAX: z.coerce.number().int().min(1).max(10_000).default(16),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Every Redis key (queues, rate limits, socket streams) starts with this, so tests never touch dev data. */
  REDIS_PREFIX: z.string().min(1).default('prana'),
  SESSION_SECRET: z.string().min(16).optional(),
  SEED_DEMO: booleanFromEnv(true),
  /** Where the built web app lives; served on the same port as the api. */
  WEB_DIST: z.string().optional(),
  /** Sign-in attempts allowed per address and account within LOGIN_WINDOW_SECONDS. */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** Sign-in attempts allowed per address across every account and booking code. */
  LOGIN_ADDRESS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts allowed per account or booking code from every address together. */
  LOGIN_ACCOUNT_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /**
   * Browser origins, besides the api's own, that may call state-changing endpoints and open
   * sockets (comma list). Unset: the Vite dev server's, except in production (none).
   */
  ALLOWED_ORIGINS: z.string().optional(),
  /**
   * Express "trust proxy": which proxies may state the client's address (X-Forwarded-For) and
   * the host it asked for (X-Forwarded-Host). Unset: none, so nobody can pick their address.
   */
  TRUST_PROXY: z.string().default('false'),
  CONCIERGE_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, { error: 'digits only, with the country code' })
    .default(CONCIERGE_CONTACT.whatsappNumber),
  /** Minutes the concierge has to answer a request (15; tests use a fraction). An in-person host keeps its own ten minutes unless this is shorter. */
  CONCIERGE_RESPONSE_MINUTES: z.coerce.number().positive().max(24 * 60).default(CONCIERGE_RESPONSE_MINUTES),
  /** Concierge hours in Bali time, "07:00-22:00"; a request outside them is due after the next opening. */
  /** Hours after a foreign guest's arrival (their document verified at the door) to report them to immigration (24; tests use a fraction). */
  IMMIGRATION_REPORT_HOURS: z.coerce.number().positive().max(24 * 14).default(IMMIGRATION_REPORT_HOURS),
  /** Bali time (HH:MM, WITA) the messages of each stage of a stay go out on their day. */
  STAGE_MESSAGE_TIME: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'HH:MM' }).default(STAGE_MESSAGE_TIME),
  CONCIERGE_HOURS: z
    .string()
    .refine((text) => parseConciergeHours(text) !== null, { error: 'HH:MM-HH:MM, opening before closing' })
    .optional(),
  /**
   * Hosts or IP addresses an iCal feed may use even though they are private (comma list; tests use
   * 127.0.0.1). Unset: none, except in development, where the demo's own channel calendars live.
   */
  ICAL_ALLOWED_HOSTS: z.string().optional(),
  /** Hosts or IP addresses a Web Push endpoint may use even though they are private (comma list; tests use 127.0.0.1). */
  PUSH_ALLOWED_HOSTS: z.string().default(''),
  /** Minutes between scheduled pulls of each villa's inbound feed. */
  ICAL_PULL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Worker only: a file rewritten every few seconds while it is healthy (the compose health check reads it). */
  HEALTH_FILE: z.string().min(1).optional(),
  /** Web Push (VAPID) key pair, base64url; `npm start` generates a development pair when missing. Unset: no pushes. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'a base64url P-256 public key (web-push generate-vapid-keys)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'a base64url P-256 private key' }).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { error: 'starts with mailto: or https://' }).default('mailto:concierge@prana.example'),
  /**
   * The key data-page photos are encrypted with at rest (AES-256-GCM): 32 random bytes, base64
   * (`openssl rand -base64 32`). Required in production; `npm start` generates a development key.
   * Unset elsewhere: photos cannot be attached.
   */
  DOCUMENT_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(value), { error: '32 bytes, base64 (openssl rand -base64 32)' })
    .optional(),
  /** Days after check-out a passport data-page photo is kept (the stay's disputes settle by then); a daily job deletes it after. */
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Days after check-out the register keeps a guest's personal fields (names, date of birth, document
   * numbers, phone, signature) before a daily job anonymises them: a year covers immigration's and the
   * tax office's questions about a stay; never shorter than DOCUMENT_RETENTION_DAYS.
   */
  REGISTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Outgoing mail (nodemailer), e.g. smtps://user:pass@smtp.example.com:465. Unset: the worker sends no mail (`npm start` runs a development mailbox). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Prana Concierge <concierge@prana.example>'),
  /** Where a guest's reply to any of our mails goes: the concierge's mailbox. */
  MAIL_REPLY_TO: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error: 'an email address, alone or as Name <address>' })
    .default(`Prana Concierge <${CONCIERGE_CONTACT.email}>`),
  /** The site's address as guests reach it, for links in emails and pushes. */
  PUBLIC_URL: z.url().optional(),
  MAP_TILE_URL: z.string().min(1).default('https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors &copy; <a href="https://carto.com/attributions">CARTO</a>'),
});

/** Every variable the api and worker read (.env.example and the README list each one). */
export const ENV_VARIABLES = [...Object.keys(envSchema.shape), 'JOB_LOCK_SECONDS'];

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  databasePool: { max: number; waitMs: number; queueMax: number };
  clientConcurrencyMax: number;
  redisUrl: string;
  redisPrefix: string;
  sessionSecret: string;
  seedDemo: boolean;
  webDist: string | undefined;
  login: { maxAttempts: number; addressMaxAttempts: number; accountMaxAttempts: number; windowSeconds: number };
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  conciergeWhatsapp: string;
  mapTiles: { url: string; attribution: string };
  ical: { allowedHosts: string[]; pullMinutes: number };
  push: { allowedHosts: string[] };
  allowedOrigins: string[];
  trustProxy: string | number | boolean;
  healthFile: string | undefined;
  /** Null when the VAPID pair is not set: pushes are skipped and the web offers none. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** The key of data-page photos at rest; null when unset (photos cannot be attached). */
  documentKey: Buffer | null;
  /** Days after check-out: data-page photos deleted, then the register's personal fields anonymised. */
  retention: { documentDays: number; registerDays: number };
  mail: { smtpUrl: string | undefined; from: string; replyTo: string };
  publicUrl: string;
  concierge: ConciergeConfig;
  /** Hours within which a foreign guest is reported to immigration after arriving. */
  immigrationReportHours: number;
  /** Bali HH:mm the stage messages of a stay go out. */
  stageMessageTime: string;
}

/** The response promise: minutes and hours for requests, and for an in-person host. */
export interface ConciergeConfig {
  responseMinutes: number;
  hours: ConciergeHours;
  inPersonMinutes: number;
  onSiteHours: ConciergeHours;
  /** How often the worker looks for requests past their deadline: a late one is marked within this. */
  lateCheckMs: number;
}

/** Late requests are found within a tenth of the shortest promise, and at least every 30 seconds. */
const LATE_CHECK_MAX_MS = 30_000;

const DEVELOPMENT_SECRET = 'prana-development-secret-change-me';
/** The host of the demo's channel calendars, which the development server serves itself: allowed by default there alone. */
export const DEMO_CALENDARS_HOST = 'localhost';
/** The Vite dev server (`npm run dev:web`), allowed by default outside production. */
const DEVELOPMENT_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

/** Reads the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    throw new Error('Invalid environment: SESSION_SECRET is required in production (at least 16 characters).');
  }
  if (values.NODE_ENV === 'production' && !values.DOCUMENT_KEY) {
    throw new Error('Invalid environment: DOCUMENT_KEY is required in production (32 bytes, base64: openssl rand -base64 32).');
  }
  if (values.REGISTER_RETENTION_DAYS < values.DOCUMENT_RETENTION_DAYS) {
    throw new Error('Invalid environment: REGISTER_RETENTION_DAYS must be at least DOCUMENT_RETENTION_DAYS (the register outlives the photos).');
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    databasePool: { max: values.DATABASE_POOL_MAX, waitMs: values.DATABASE_POOL_WAIT_MS, queueMax: values.DATABASE_POOL_QUEUE_MAX },
    clientConcurrencyMax: values.CLIENT_CONCURRENCY_MAX,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    seedDemo: values.SEED_DEMO,
    webDist: values.WEB_DIST,
    login: {
      maxAttempts: values.LOGIN_MAX_ATTEMPTS,
      addressMaxAttempts: values.LOGIN_ADDRESS_MAX_ATTEMPTS,
      accountMaxAttempts: values.LOGIN_ACCOUNT_MAX_ATTEMPTS,
      windowSeconds: values.LOGIN_WINDOW_SECONDS,
    },
    logLevel: values.LOG_LEVEL,
    conciergeWhatsapp: values.CONCIERGE_WHATSAPP,
    mapTiles: { url: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION },
    ical: {
      allowedHosts: hostList(values.ICAL_ALLOWED_HOSTS ?? (values.NODE_ENV === 'development' ? DEMO_CALENDARS_HOST : '')),
      pullMinutes: values.ICAL_PULL_MINUTES,
    },
    push: { allowedHosts: hostList(values.PUSH_ALLOWED_HOSTS) },
    allowedOrigins: (values.ALLOWED_ORIGINS ?? (values.NODE_ENV === 'production' ? '' : DEVELOPMENT_ORIGINS)).split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    healthFile: values.HEALTH_FILE,
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY, subject: values.VAPID_SUBJECT }
        : null,
    documentKey: values.DOCUMENT_KEY ? Buffer.from(values.DOCUMENT_KEY, 'base64') : null,
    retention: { documentDays: values.DOCUMENT_RETENTION_DAYS, registerDays: values.REGISTER_RETENTION_DAYS },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, replyTo: values.MAIL_REPLY_TO },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    concierge: conciergeConfig(values.CONCIERGE_RESPONSE_MINUTES, values.CONCIERGE_HOURS),
    immigrationReportHours: values.IMMIGRATION_REPORT_HOURS,
    stageMessageTime: values.STAGE_MESSAGE_TIME,
  };
}

/** Set hours apply to both windows (tests open them all day); the in-person host is never slower than a reply. */
function conciergeConfig(responseMinutes: number, hoursText: string | undefined): ConciergeConfig {
  const hours = hoursText === undefined ? null : parseConciergeHours(hoursText);
  const inPersonMinutes = Math.min(IN_PERSON_RESPONSE_MINUTES, responseMinutes);
  return {
    responseMinutes,
    hours: hours ?? CONCIERGE_HOURS,
    inPersonMinutes,
    onSiteHours: hours ?? ON_SITE_HOURS,
    lateCheckMs: Math.min(LATE_CHECK_MAX_MS, Math.round(inPersonMinutes * 6_000)),
  };
}

/** A comma list of hosts, lower case, IPv6 brackets removed. */
function hostList(value: string): string[] {
  return value.split(',').map((host) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter(Boolean);
}

function parseTrustProxy(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * How long a worker holds a job before another worker may take it over (after a crash).
 * Read at start-up because BullMQ takes it where the processor is declared.
 */
export function jobLockOptions(env: NodeJS.ProcessEnv = process.env): { lockDuration: number; stalledInterval: number } {
  const seconds = z.coerce.number().int().min(1).max(600).default(30).parse(env.JOB_LOCK_SECONDS);
  return { lockDuration: seconds * 1000, stalledInterval: Math.max(1000, (seconds * 1000) / 2) };
}
