import type { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the signed-in user and the session its token belongs to. */
export interface AuthContext {
  user: UserRow;
  sessionId: number;
  /** The provider admin behind a support ("sign in as") session; null for the user's own sign-in. */
  supportActorId: number | null;
}
