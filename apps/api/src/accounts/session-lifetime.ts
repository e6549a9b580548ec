import type { authSessions } from '../db/schema/index.ts';

type SessionRow = typeof authSessions.$inferSelect;

/** The server's session limits (settings `sessions`). */
export interface SessionLimits {
  /** A session's absolute lifetime from its first sign-in: refreshing never extends it. */
  maxDays: number;
  /** The last-used time is written when older than this, so busy sessions cost one write per interval. */
  touchSeconds: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** When a session ends by itself: its own end (support, or inherited) or its absolute lifetime, whichever is first. */
export function sessionEnd(session: SessionRow, limits: SessionLimits): Date {
  const absolute = new Date(session.createdAt.getTime() + limits.maxDays * dayMs);
  return session.endsAt && session.endsAt < absolute ? session.endsAt : absolute;
}

/**
 * Idle past the organisation's time-out (minutes; none or 0 means none). The last-used time lags the last
 * request by up to the touch interval, which is added so no session ends before its time-out.
 */
export function isIdle(
  session: SessionRow,
  idleMinutes: number | null,
  limits: SessionLimits,
  now = new Date(),
): boolean {
  if (!idleMinutes || idleMinutes <= 0) return false;
  const allowedMs = idleMinutes * 60 * 1000 + limits.touchSeconds * 1000;
  return now.getTime() - session.lastUsedAt.getTime() > allowedMs;
}

/** Whether this use should be written down as the session's last use. */
export function needsTouch(session: SessionRow, limits: SessionLimits, now = new Date()): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= limits.touchSeconds * 1000;
}
