import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
});

/** One sign-in: its access and refresh tokens are revoked together at logout. */
export const authSessions = pgTable('auth_sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  scope: text('scope').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /**
   * A support sign-in ("sign in as"): the provider admin behind it and why. `endsAt`: when the session ends by
   * itself (a support session's end, or the end of the session a user token was made from).
   */
  supportActorId: integer('support_actor_id').references(() => users.id, { onDelete: 'set null' }),
  supportReason: text('support_reason'),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** When a token of the session was last used, written at most every few seconds: the idle time-out's clock. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tokenPurposes = [
  'access',
  'refresh',
  'user',
  'password-reset',
  'email-verification',
  'on-boarding',
  'url',
  'organization',
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** Every bearer secret, stored as a SHA-256 hash: a leaked table gives no usable token. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id'),
    sessionId: integer('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tokens_hash_key').on(table.tokenHash),
    index('tokens_user_idx').on(table.userId, table.purpose),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    // An organisation-scoped code (event check-in) is addressed to an email, not a user.
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_email_idx').on(table.email, table.purpose)],
);

export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    valueHash: text('value_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('remembered_devices_value_key').on(table.valueHash)],
);

/** Failed sign-ins per account or address, to slow guessing down (429). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_subject_idx').on(table.subject, table.failedAt)],
);
