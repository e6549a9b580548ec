import { and, eq } from 'drizzle-orm';
import { candidates, events, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';

const hour = 3600;
export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** A valid new event of the manager's organisation, starting in two weeks. */
export function newEvent(fields: Record<string, unknown> = {}) {
  return {
    name: `Open day ${Math.random().toString(36).slice(2, 8)}`,
    eventType: 'open day',
    location: 'London office',
    eventStartDate: inDays(14),
    eventEndDate: inDays(14) + 3 * hour,
    capacity: 2,
    ...fields,
  };
}

export const publicSignUp = (t: TestApp, eventId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/public/event/${eventId}`, payload });

/** The check-in code of the newest email of a template to an address, read from its check-in link. */
export async function checkInCodeOf(t: TestApp, email: string, template = 'event-registered') {
  await t.app.services.outbox.flush();
  const message = t.messages.filter((m) => m.recipient === email && m.template === template).at(-1);
  const link = /check-in link: (\S+)/.exec(message?.body ?? '')?.[1];
  if (!link) throw new Error(`no ${template} email with a check-in link to ${email}`);
  return { link, code: new URL(link).searchParams.get('code') ?? '' };
}

/** The application id of a person at an organisation. */
export async function applicationOf(t: TestApp, email: string, organizationId: number) {
  const [row] = await t.db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(users.email, email), eq(candidates.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new Error(`no application of ${email}`);
  return row.id;
}

/** Moves an event to be under way now (an hour ago to an hour on), so today is its day on any clock. */
export async function startEventNow(t: TestApp, eventId: number) {
  const now = Date.now();
  await t.db
    .update(events)
    .set({ startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 3_600_000) })
    .where(eq(events.id, eventId));
}
