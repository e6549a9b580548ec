import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../src/db/schema/index.ts';
import { organizationOf } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { applicationOf, newEvent, publicSignUp } from './event-support.ts';

let t: TestApp;
let hartwell: SignedIn;
let candidate: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  candidate = await signIn(t.app, 'candidate@shortlist.test');
});
afterAll(() => t.close());

async function createEvent(fields: Record<string, unknown> = {}) {
  const response = await hartwell.request({
    method: 'POST',
    url: '/api/v1/events',
    payload: newEvent(fields),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const registrationsOf = async (eventId: number) =>
  (await hartwell.request({ method: 'GET', url: `/api/v1/events/${eventId}/registrations` })).json() as {
    id: number;
    email: string;
    status: string;
    waitlistPosition: number | null;
  }[];

async function templatesTo(email: string) {
  await t.app.services.outbox.flush();
  return t.messages.filter((m) => m.recipient === email).map((m) => m.template);
}

describe('the waiting list of a full event', () => {
  it('never gives more places than the capacity to many people registering at once', async () => {
    const event = await createEvent({ capacity: 3 });
    const emails = Array.from({ length: 12 }, (_, index) => `rush${index}@example.com`);
    const replies = await Promise.all(emails.map((email) => publicSignUp(t, event.id, { email })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(emails.map(() => 201));
    const stored = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(stored.filter((row) => row.status === 'REGISTERED')).toHaveLength(3);
    expect(stored.filter((row) => row.status === 'WAITLISTED')).toHaveLength(9);
    const positions = replies.map((reply) => reply.json().waitlistPosition).filter((p) => p !== null);
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('moves the first waiting person up when a manager removes a registration, and emails them', async () => {
    const event = await createEvent({ capacity: 2 });
    for (const email of ['ann@example.com', 'ben@example.com', 'cat@example.com', 'dan@example.com']) {
      expect((await publicSignUp(t, event.id, { email })).statusCode).toBe(201);
    }
    expect(await templatesTo('cat@example.com')).toEqual(['event-waitlisted']);
    const ann = (await registrationsOf(event.id)).find((r) => r.email === 'ann@example.com');
    const removed = await hartwell.request({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/registrations/${ann?.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await registrationsOf(event.id);
    expect(after.map((r) => [r.email, r.status, r.waitlistPosition])).toEqual([
      ['ben@example.com', 'REGISTERED', null],
      ['cat@example.com', 'REGISTERED', null],
      ['dan@example.com', 'WAITLISTED', 1],
    ]);
    expect(await templatesTo('cat@example.com')).toEqual(['event-waitlisted', 'event-place-offered']);
    const offered = t.messages.find(
      (m) => m.recipient === 'cat@example.com' && m.template === 'event-place-offered',
    );
    expect(offered?.html).toContain('src="data:image/png;base64,');
    expect(offered?.body).toMatch(/check-in link: http:\/\/\S+\/event\/\d+\/qr-check-in\?code=/);
  });

  it('moves the waiting list when a candidate cancels their own session', async () => {
    const organization = await organizationOf(t, 'hartwell');
    const applicationId = await applicationOf(t, 'candidate@shortlist.test', organization.id);
    const event = await createEvent({ capacity: 1 });
    const joined = await candidate.request({
      method: 'POST',
      url: `/api/v1/candidate/${applicationId}/events/${event.id}`,
    });
    expect(joined.json()).toMatchObject({ status: 'REGISTERED' });
    expect((await publicSignUp(t, event.id, { email: 'eve@example.com' })).json().status).toBe('WAITLISTED');
    const cancelled = await candidate.request({
      method: 'DELETE',
      url: `/api/v1/candidate/${applicationId}/session/${joined.json().id}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await registrationsOf(event.id)).map((r) => [r.email, r.status])).toEqual([
      ['eve@example.com', 'REGISTERED'],
    ]);
    expect(await templatesTo('eve@example.com')).toEqual(['event-waitlisted', 'event-place-offered']);
  });

  it('gives new places to the waiting list when the capacity is raised', async () => {
    const event = await createEvent({ capacity: 1 });
    for (const email of ['fay@example.com', 'gus@example.com', 'hal@example.com']) {
      await publicSignUp(t, event.id, { email });
    }
    const raised = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      payload: { capacity: 2 },
    });
    expect(raised.json()).toMatchObject({ registeredCount: 2, waitlistedCount: 1, placesLeft: 0 });
    expect(await templatesTo('gus@example.com')).toEqual(['event-waitlisted', 'event-place-offered']);
  });
});
