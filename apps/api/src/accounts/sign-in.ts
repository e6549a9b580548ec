import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import {
  authSessions,
  oneTimeCodes,
  organizations,
  rememberedDevices,
  tokens,
  users,
} from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput, ServiceError, unauthenticated } from '../shared/failures.ts';
import {
  assertNotLockedOut,
  countLoginAttempt,
  forgetLoginAttempt,
  loginSubjects,
} from './login-throttle.ts';
import { assertPasswordHashingFree, limitPasswordHashing, verifyPassword } from './passwords.ts';
import { createOneTimeCode, createSecret, hashSecret, secretsEqual } from './secrets.ts';
import { isIdle, needsTouch, sessionEnd } from './session-lifetime.ts';
import { emailProofRefusal, proofOf } from './sign-in-proofs.ts';
import { recordSupportEnd } from './support-session-end.ts';
import { supportSessionOf } from './support-session-rules.ts';
import { consumeToken, findAnyToken, issueToken, tokenLifetimes } from './tokens.ts';

export const signInMessages = {
  badCredentials: 'The email or password is incorrect.',
  invalidLoginCookie: 'Invalid login cookie.',
  codeRequired: 'Enter the code we have sent to your email.',
  badCode: 'The code is not correct or has expired. Please try again.',
  badUserToken: 'This sign-in link is not valid or has expired.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidAccessToken: 'Cannot convert access token to JSON',
  expiredAccessToken: 'Access token expired',
} as const;

const codeLifetimeMs = 10 * 60 * 1000;
const maxCodeAttempts = 5;
const rememberedDeviceDays = 30;

export interface TokenReply {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  /** Set after a correct one-time code: the value of the otpcookie-{username} cookie. */
  otpCookie?: string;
}

export type PasswordSignIn =
  | { outcome: 'signed-in'; reply: TokenReply }
  | { outcome: 'code-required'; description: string };

export interface PasswordSignInInput {
  username: string;
  password: string;
  otp?: string | undefined;
  otpCookie?: string | undefined;
  clientId: string;
  scope: string;
  ip: string;
}

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof authSessions.$inferSelect;

/** What a new session carries beside its user: a support session's actor and reason, and its own end. */
type SessionStart = Partial<Pick<SessionRow, 'supportActorId' | 'supportReason' | 'endsAt'>>;

/** An erased person and a deactivated manager can no longer sign in or use the tokens they hold. */
const maySignIn = (user: UserRow) => !user.anonymised && user.deactivatedAt === null;

export function createSignInService(db: Database, outbox: Outbox, settings: Settings) {
  const limits = settings.sessions;
  limitPasswordHashing(settings.passwordHashing);

  async function openSession(
    executor: Executor,
    user: UserRow,
    clientId: string,
    scope: string,
    start: SessionStart = {},
  ) {
    const [session] = await executor
      .insert(authSessions)
      .values({ userId: user.id, clientId, scope, ...start })
      .returning();
    if (!session) throw new Error('session not created');
    return issueTokenPair(executor, session);
  }

  async function issueTokenPair(executor: Executor, session: SessionRow): Promise<TokenReply> {
    const base = { userId: session.userId, sessionId: session.id };
    const accessToken = await issueToken(executor, { ...base, purpose: 'access' });
    // A refresh token never outlives its session: refreshing does not push the session's end.
    const untilEnd = Math.floor((sessionEnd(session, limits).getTime() - Date.now()) / 1000);
    const lifetimeSeconds = Math.max(1, Math.min(tokenLifetimes.refresh, untilEnd));
    const refreshToken = await issueToken(executor, { ...base, purpose: 'refresh', lifetimeSeconds });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: tokenLifetimes.access,
      scope: session.scope,
    };
  }

  async function sendSignInCode(executor: Executor, user: UserRow): Promise<void> {
    const code = createOneTimeCode();
    await executor.insert(oneTimeCodes).values({
      email: user.email.toLowerCase(),
      codeHash: hashSecret(code),
      purpose: 'sign-in',
      expiresAt: new Date(Date.now() + codeLifetimeMs),
    });
    const data = { candidate: candidateFields(user), code };
    const key = 'sign-in-code';
    await outbox.send(executor, await composeEmail(executor, user.organizationId, key, user.email, data));
  }

  /** Checks the latest sign-in code; wrong guesses count, and a code dies after five of them. */
  async function checkSignInCode(executor: Executor, user: UserRow, code: string): Promise<boolean> {
    const [latest] = await executor
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, user.email.toLowerCase()),
          eq(oneTimeCodes.purpose, 'sign-in'),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!latest || latest.attempts >= maxCodeAttempts) return false;
    if (!secretsEqual(latest.codeHash, hashSecret(code.trim()))) {
      await executor
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, latest.id));
      return false;
    }
    await executor.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, latest.id));
    return true;
  }

  /** A session with its user and the organisation's idle time-out (minutes), to tell if it still works. */
  async function loadSession(executor: Executor, sessionId: number) {
    const [row] = await executor
      .select({ session: authSessions, user: users, idleMinutes: organizations.sessionTimeoutMinutes })
      .from(authSessions)
      .innerJoin(users, eq(authSessions.userId, users.id))
      .leftJoin(organizations, eq(users.organizationId, organizations.id))
      .where(eq(authSessions.id, sessionId));
    return row;
  }

  /** Signed out, past its end, idle past the organisation's time-out, or its user can no longer sign in. */
  function isOver(row: { session: SessionRow; user: UserRow; idleMinutes: number | null }, now = new Date()) {
    return (
      row.session.revokedAt !== null ||
      sessionEnd(row.session, limits) <= now ||
      isIdle(row.session, row.idleMinutes, limits, now) ||
      !maySignIn(row.user)
    );
  }

  /** Writes the session's last use, at most once per touch interval (one cheap update, not one per request). */
  async function touch(executor: Executor, session: SessionRow, now = new Date()) {
    if (!needsTouch(session, limits, now)) return;
    const staleBefore = new Date(now.getTime() - limits.touchSeconds * 1000);
    await executor
      .update(authSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(authSessions.id, session.id), lt(authSessions.lastUsedAt, staleBefore)));
  }

  async function rememberDevice(executor: Executor, user: UserRow): Promise<string> {
    const value = createSecret();
    await executor.insert(rememberedDevices).values({
      userId: user.id,
      valueHash: hashSecret(value),
      expiresAt: new Date(Date.now() + rememberedDeviceDays * 24 * 60 * 60 * 1000),
    });
    return value;
  }

  async function isRememberedDevice(executor: Executor, user: UserRow, value: string): Promise<boolean> {
    const [device] = await executor
      .select({ id: rememberedDevices.id })
      .from(rememberedDevices)
      .where(
        and(
          eq(rememberedDevices.userId, user.id),
          eq(rememberedDevices.valueHash, hashSecret(value)),
          gt(rememberedDevices.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return device !== undefined;
  }

  return {
    async signInWithPassword(input: PasswordSignInInput): Promise<PasswordSignIn> {
      // A full hashing queue refuses before any other work, so a flood costs the database nothing.
      assertPasswordHashingFree();
      const subjects = loginSubjects(input.username, input.ip);
      // Counted before the password is checked: concurrent guesses cannot all pass a count taken too early.
      const attempt = await countLoginAttempt(db, subjects);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.username.trim().toLowerCase()))
        .limit(1);
      const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? null).catch(
        async (error: unknown) => {
          await forgetLoginAttempt(db, attempt);
          throw error;
        },
      );
      // The attempt stays counted: a failure.
      if (!user || !passwordMatches || !maySignIn(user)) throw invalidInput(signInMessages.badCredentials);

      // Codes sent and wrong guesses counted must survive a refusal, so refusals leave the transaction first.
      const result = await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          let otpCookie: string | undefined;
          // Strangers failing on this account from elsewhere do not lock it: the owner adds a code instead.
          if (user.otpRequired || attempt.needsCode) {
            if (input.otpCookie) {
              if (!(await isRememberedDevice(tx, user, input.otpCookie))) {
                await sendSignInCode(tx, user);
                await forgetLoginAttempt(tx, attempt);
                return { outcome: 'invalid-login-cookie' } as const;
              }
            } else if (input.otp) {
              // A wrong code keeps the attempt counted, as a wrong password does.
              if (!(await checkSignInCode(tx, user, input.otp))) return { outcome: 'bad-code' } as const;
              otpCookie = await rememberDevice(tx, user);
            } else {
              await sendSignInCode(tx, user);
              await forgetLoginAttempt(tx, attempt);
              return { outcome: 'code-required', description: signInMessages.codeRequired } as const;
            }
          }
          await forgetLoginAttempt(tx, attempt);
          const reply = await openSession(tx, user, input.clientId, input.scope);
          return { outcome: 'signed-in', reply: otpCookie ? { ...reply, otpCookie } : reply } as const;
        }),
      );
      if (result.outcome === 'invalid-login-cookie') {
        throw new ServiceError('unauthenticated', signInMessages.invalidLoginCookie, {
          code: 'invalid_grant',
        });
      }
      if (result.outcome === 'bad-code') {
        throw new ServiceError('invalid', signInMessages.badCode, {
          code: 'invalid_grant',
          fieldErrors: [{ field: 'otp', message: signInMessages.badCode }],
        });
      }
      return result;
    },

    /**
     * The USER_TOKEN and OAuth grants: a single-use sign-in token stands in for the password, as far as what it
     * proves allows (sign-in-proofs.ts). Every refusal throws, which rolls the spent token back.
     */
    async signInWithUserToken(input: {
      token: string;
      clientId: string;
      scope: string;
      ip: string;
    }): Promise<TokenReply> {
      const { clientId, scope } = input;
      return db.transaction(async (tx) => {
        const row = await consumeToken(tx, input.token, 'user');
        const [user] = row?.userId ? await tx.select().from(users).where(eq(users.id, row.userId)) : [];
        if (!row || !user || !maySignIn(user)) throw invalidInput(signInMessages.badUserToken);
        const proof = proofOf(row.payload);
        if (proof === 'support')
          return openSession(tx, user, clientId, scope, supportSessionOf(row.payload) ?? {});
        if (proof === 'session') {
          // A session carried to another host keeps the original's end and support actor, or is refused.
          const origin = row.sessionId ? await loadSession(tx, row.sessionId) : undefined;
          if (!origin || origin.user.id !== user.id || isOver(origin)) {
            throw invalidInput(signInMessages.badUserToken);
          }
          const { supportActorId, supportReason } = origin.session;
          const endsAt = sessionEnd(origin.session, limits);
          return openSession(tx, user, clientId, scope, { supportActorId, supportReason, endsAt });
        }
        const refusal = emailProofRefusal(user);
        if (refusal) throw new ServiceError('invalid', refusal, { code: 'invalid_grant' });
        // An emailed link does not get round a lock that wrong passwords from this address set.
        await assertNotLockedOut(tx, loginSubjects(user.email, input.ip));
        // The link or code reached the account's inbox, which is all that verifying the address proves.
        if (!user.emailVerifiedAt) {
          const candidateStatus = user.candidateStatus === 'NOT_VERIFIED' ? 'ACTIVE' : user.candidateStatus;
          await tx
            .update(users)
            .set({ emailVerifiedAt: new Date(), candidateStatus, updatedAt: new Date() })
            .where(eq(users.id, user.id));
        }
        return openSession(tx, user, clientId, scope);
      });
    },

    /** Refresh tokens rotate: each works once; presenting a spent one ends the whole session. */
    async refresh(refreshToken: string): Promise<TokenReply> {
      const reply = await db.transaction(async (tx) => {
        const row = await consumeToken(tx, refreshToken, 'refresh');
        const loaded = row?.sessionId ? await loadSession(tx, row.sessionId) : undefined;
        if (row && loaded && !isOver(loaded)) {
          await touch(tx, loaded.session);
          return issueTokenPair(tx, loaded.session);
        }
        const reused = row ? undefined : await findAnyToken(tx, refreshToken, 'refresh');
        if (reused?.sessionId) {
          await tx
            .update(authSessions)
            .set({ revokedAt: new Date() })
            .where(eq(authSessions.id, reused.sessionId));
        }
        return undefined;
      });
      if (!reply) throw new ServiceError('invalid', signInMessages.sessionExpired, { code: 'invalid_grant' });
      return reply;
    },

    /** Logout: the session and with it every access and refresh token of this sign-in stop working. */
    async signOutWithAccessToken(accessToken: string): Promise<void> {
      const row = await findAnyToken(db, accessToken, 'access');
      if (!row?.sessionId) return;
      const [session] = await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.id, row.sessionId), isNull(authSessions.revokedAt)))
        .returning();
      if (session?.supportActorId) await recordSupportEnd(db, session);
    },

    /** Resolves a bearer access token to its user and session, or says why it cannot. */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const [row] = await db
        .select({
          token: tokens,
          session: authSessions,
          user: users,
          idleMinutes: organizations.sessionTimeoutMinutes,
        })
        .from(tokens)
        .innerJoin(authSessions, eq(tokens.sessionId, authSessions.id))
        .innerJoin(users, eq(tokens.userId, users.id))
        .leftJoin(organizations, eq(users.organizationId, organizations.id))
        .where(and(eq(tokens.tokenHash, hashSecret(accessToken)), eq(tokens.purpose, 'access')))
        .limit(1);
      const now = new Date();
      if (!row || isOver(row, now)) throw unauthenticated(signInMessages.invalidAccessToken, 'invalid_token');
      if (row.token.expiresAt <= now)
        throw unauthenticated(signInMessages.expiredAccessToken, 'invalid_token');
      await touch(db, row.session, now);
      return { user: row.user, sessionId: row.session.id, supportActorId: row.session.supportActorId };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
