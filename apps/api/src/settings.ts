import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CalendarSettings } from './calendars/calendar-settings.ts';
import { readCalendarSettings } from './calendars/calendar-settings.ts';
import type { RateLimit } from './http/rate-limit-settings.ts';
import { readRateLimits } from './http/rate-limit-settings.ts';

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** A Twilio-compatible provider's account URL with credentials as user info; unset, texts go to files. */
  smsUrl: string | undefined;
  /** The sender of text messages (a number or an alphanumeric name), needed with smsUrl. */
  smsFrom: string | undefined;
  brand: string | undefined;
  /** The provider's own sender (MAIL_FROM): the envelope's MAIL FROM, and From's address (mail README). */
  mailFrom: MailAddress;
  /**
   * Replies (issue 32, inbound README): the domain of the per-thread Reply-To addresses (INBOUND_DOMAIN), the
   * listener's port (INBOUND_SMTP_PORT, off when unset), the largest message it takes, and the secret that
   * signs reply tokens and must be the same in every process and across restarts (INBOUND_SECRET).
   */
  inbound: {
    domain: string | undefined;
    smtpPort: number | undefined;
    smtpHost: string;
    maxBytes: number;
    secret: string;
  };
  /** The SMS provider's webhook signing secret (SMS_WEBHOOK_SECRET, else SMS_URL's password, Twilio's auth token). */
  smsWebhookSecret: string | undefined;
  seedCandidates: number;
  /** The origin people reach the product on, for links in emails (organisation hosts are derived from it). */
  publicUrl: string;
  /** The folder holding the web apps (each served from its dist/ once built). */
  appsDir: string;
  /** Origins the Content-Security-Policy adds for the tag manager and pixel that cookie consent switches on. */
  analyticsOrigins: string[];
  /**
   * What each organisation's test-provider webhook secret is derived from (scheduling README, "Assessments").
   * Unset, a random one per process: set it when more than one process serves the API or a real provider signs.
   */
  assessmentWebhookSecret: string;
  /** How long the simulated test provider waits before each step (start, result); 0 stops it. */
  simulatedAssessmentDelaySeconds: number;
  /**
   * The proxies whose X-Forwarded-For (and -Host, -Proto) is believed (Fastify's trustProxy): none (false), or
   * their addresses and CIDRs. Anyone else could pick their own address and dodge the rate limits.
   */
  trustProxy: false | string[];
  /** Redis for the rate-limit counters of every instance; unset, they are kept in the database. */
  redisUrl: string | undefined;
  /** Rate limits changed from their defaults, by name (`src/http/rate-limit-settings.ts`). */
  rateLimits: Record<string, RateLimit>;
  /** Password hashing (scrypt) at once, and how many more may wait before sign-ins are refused with 503. */
  passwordHashing: { concurrency: number; queueLimit: number };
  /** A session's absolute lifetime, refreshes included, and how often its last-used time is written. */
  sessions: { maxDays: number; touchSeconds: number };
  /** TEST_CLOCK=on: the /__test/clock route moves the app's clock forward (tests only; refused in production). */
  testClock: boolean;
  /** Interviewers' calendars (calendars README): the credentials' key, and how long one calendar may take. */
  calendars: CalendarSettings;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Every setting comes from the environment with a working default (DESIGN.md "Running it"). */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    host: env.HOST ?? '0.0.0.0',
    // pnpm runs scripts inside the package; INIT_CWD is where the person typed the command.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    smsFrom: env.SMS_FROM || undefined,
    brand: env.BRAND || undefined,
    mailFrom: readMailFrom(env.MAIL_FROM),
    inbound: {
      // Listening implies replies: the domain defaults to PUBLIC_URL's host name then.
      domain:
        env.INBOUND_DOMAIN?.trim().toLowerCase() ||
        (env.INBOUND_SMTP_PORT ? new URL(env.PUBLIC_URL || 'http://localhost').hostname : undefined),
      smtpPort: readPort(env.INBOUND_SMTP_PORT),
      smtpHost: env.INBOUND_SMTP_HOST || (env.HOST ?? '0.0.0.0'),
      maxBytes: Math.floor(positive(env.INBOUND_MAX_BYTES, 10 * 1024 * 1024)),
      secret: env.INBOUND_SECRET || randomBytes(32).toString('hex'),
    },
    smsWebhookSecret: env.SMS_WEBHOOK_SECRET || smsUrlPassword(env.SMS_URL),
    seedCandidates: Number(env.SEED_CANDIDATES ?? 300),
    appsDir: env.APPS_DIR ? resolve(env.APPS_DIR) : fileURLToPath(new URL('../../', import.meta.url)),
    analyticsOrigins: (env.ANALYTICS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    assessmentWebhookSecret: env.ASSESSMENT_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    simulatedAssessmentDelaySeconds: Math.max(0, Number(env.SIMULATED_ASSESSMENT_DELAY_SECONDS ?? 120) || 0),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: readRateLimits(env.RATE_LIMITS),
    // Two of libuv's four threads at most, so file reads and DNS always find one free.
    passwordHashing: {
      concurrency: Math.floor(positive(env.PASSWORD_HASH_CONCURRENCY, 2)),
      queueLimit: Math.floor(positive(env.PASSWORD_HASH_QUEUE, 32)),
    },
    sessions: {
      maxDays: positive(env.SESSION_MAX_DAYS, 30),
      touchSeconds: positive(env.SESSION_TOUCH_SECONDS, 10),
    },
    testClock: readTestClock(env),
    calendars: readCalendarSettings(env),
  };
}

/** An email address with an optional display name. */
export interface MailAddress {
  name: string;
  address: string;
}

const defaultMailFrom: MailAddress = { name: 'Shortlist', address: 'no-reply@shortlist.test' };

/** `MAIL_FROM`: `Name <address>` or a bare address; unset, Shortlist's test sender. */
export function readMailFrom(value: string | undefined): MailAddress {
  const text = value?.trim() ?? '';
  if (!text) return defaultMailFrom;
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(text);
  const name = named?.[1]?.replace(/^"|"$/g, '').trim() ?? '';
  const address = named?.[2] ?? text;
  if (!/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/.test(address)) {
    throw new Error('MAIL_FROM: give an address such as Shortlist <no-reply@example.com>.');
  }
  return { name: name || defaultMailFrom.name, address: address.toLowerCase() };
}

/** A port number; unset or empty is off, 0 asks the system for a free one (tests). */
function readPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error('INBOUND_SMTP_PORT: give a port number from 0 to 65535.');
  }
  return port;
}

/** Twilio signs its webhooks with the account's auth token, which SMS_URL carries as its password. */
function smsUrlPassword(smsUrl: string | undefined): string | undefined {
  if (!smsUrl) return undefined;
  try {
    return decodeURIComponent(new URL(smsUrl).password) || undefined;
  } catch {
    return undefined;
  }
}

/** TEST_CLOCK=on lets anyone move the server's clock, so a production server refuses to start with it. */
export function readTestClock(env: NodeJS.ProcessEnv): boolean {
  const on = env.TEST_CLOCK === 'on';
  if (on && env.NODE_ENV === 'production') {
    throw new Error('TEST_CLOCK=on is for tests only: a production server (NODE_ENV=production) refuses it.');
  }
  return on;
}

/**
 * `TRUST_PROXY`: unset trusts nobody; else the proxies' addresses or CIDRs (or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), comma-separated. A hop count is refused: Fastify 5 trusts no hop by count alone,
 * as it cannot tell the nearest peer is a proxy.
 */
export function readTrustProxy(value: string | undefined): Settings['trustProxy'] {
  const text = value?.trim() ?? '';
  if (!text) return false;
  if (/^\d+$/.test(text) || text === 'true') {
    throw new Error(
      'TRUST_PROXY: name the proxies by address or CIDR (such as 10.0.0.0/8), not a count or true.',
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
