/** How long a provider admin may act as a manager for support before the session ends by itself. */
export const supportSessionMinutes = 30;

/** What a support ("sign in as") session records beside an ordinary one. */
export interface SupportSessionStart {
  supportActorId: number;
  supportReason: string;
  endsAt: Date;
}

/** The hr token's payload as issued: what it proves (sign-in-proofs.ts), who asked, why, and when it ends. */
export function supportPayload(start: SupportSessionStart): Record<string, unknown> {
  return { proves: 'support', ...start, endsAt: start.endsAt.toISOString() };
}

/** Reads a user token's payload back; an ordinary sign-in link carries none of this. */
export function supportSessionOf(payload: Record<string, unknown> | undefined): SupportSessionStart | null {
  const { supportActorId, supportReason, endsAt } = payload ?? {};
  if (typeof supportActorId !== 'number' || typeof supportReason !== 'string' || typeof endsAt !== 'string') {
    return null;
  }
  return { supportActorId, supportReason, endsAt: new Date(endsAt) };
}

/** A session with an end (a support session) stops working at that moment, refresh or not. */
export function hasEnded(session: { endsAt: Date | null }, now = new Date()): boolean {
  return session.endsAt !== null && session.endsAt <= now;
}
