import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { TokenPurpose } from '../db/schema/index.ts';
import { tokens } from '../db/schema/index.ts';
import { createSecret, hashSecret } from './secrets.ts';

export const tokenLifetimes: Record<TokenPurpose, number> = {
  access: 30 * 60,
  refresh: 30 * 24 * 60 * 60,
  user: 15 * 60,
  'password-reset': 60 * 60,
  'email-verification': 7 * 24 * 60 * 60,
  'on-boarding': 14 * 24 * 60 * 60,
  url: 365 * 24 * 60 * 60,
  organization: 365 * 24 * 60 * 60,
};

export interface IssueTokenInput {
  purpose: TokenPurpose;
  userId?: number | null;
  organizationId?: number | null;
  sessionId?: number | null;
  payload?: Record<string, unknown>;
  lifetimeSeconds?: number;
}

/** Creates a token and returns its secret; only the hash is stored. */
export async function issueToken(executor: Executor, input: IssueTokenInput): Promise<string> {
  const secret = createSecret();
  const lifetime = input.lifetimeSeconds ?? tokenLifetimes[input.purpose];
  await executor.insert(tokens).values({
    tokenHash: hashSecret(secret),
    purpose: input.purpose,
    userId: input.userId ?? null,
    organizationId: input.organizationId ?? null,
    sessionId: input.sessionId ?? null,
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
  return secret;
}

export type TokenRow = typeof tokens.$inferSelect;

/** A live token of the purpose: known, unused and not expired. */
export async function findLiveToken(
  executor: Executor,
  secret: string,
  purpose: TokenPurpose,
): Promise<TokenRow | undefined> {
  const [row] = await executor
    .select()
    .from(tokens)
    .where(
      and(
        eq(tokens.tokenHash, hashSecret(secret)),
        eq(tokens.purpose, purpose),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a single-use token used and returns it; only one caller can win, so two tabs cannot both
 * spend the same reset link or refresh token.
 */
export async function consumeToken(
  executor: Executor,
  secret: string,
  purpose: TokenPurpose,
): Promise<TokenRow | undefined> {
  const [row] = await executor
    .update(tokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tokens.tokenHash, hashSecret(secret)),
        eq(tokens.purpose, purpose),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Finds a token by secret whatever its state, to tell an expired or spent one from an unknown one. */
export async function findAnyToken(
  executor: Executor,
  secret: string,
  purpose: TokenPurpose,
): Promise<TokenRow | undefined> {
  const [row] = await executor
    .select()
    .from(tokens)
    .where(and(eq(tokens.tokenHash, hashSecret(secret)), eq(tokens.purpose, purpose)))
    .limit(1);
  return row;
}
