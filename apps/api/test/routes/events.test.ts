import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventRegistrations, events } from '../../src/db/schema/index.ts';
import { organizationOf } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
const newEvent = {
  name: 'Mock interview clinic',
  description: 'Practise with a partner.',
  eventType: 'mock interview',
  location: 'Manchester office',
  eventStartDate: inDays(12),
  eventEndDate: inDays(12) + 7200,
  capacity: 12,
};

async function hartwellEvent(name: string) {
  const organization = await organizationOf(t, 'hartwell');
  const [row] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organization.id), eq(events.name, name)));
  if (!row) throw new Error(`no event ${name}`);
  return row;
}

async function eventCount() {
  const [row] = await t.db.select({ total: count() }).from(events);
  return row?.total ?? 0;
}

describe('GET /api/v1/events', () => {
  it("lists the organisation's events, archived ones too, with registrations counted", async () => {
    const response = await hartwell.request({ method: 'GET', url: '/api/v1/events' });
    expect(response.statusCode).toBe(200);
    const open = response.json().find((event: { name: string }) => event.name === 'Open evening');
    expect(open).toMatchObject({ registeredCount: 3, attendedCount: 0, placesLeft: 197, archived: false });
    expect(response.json().map((event: { name: string }) => event.name)).toContain('Autumn insight day');
  });
});

describe('POST and PUT /api/v1/events', () => {
  it('creates an event that the careers site then lists, and audits it', async () => {
    const response = await hartwell.request({ method: 'POST', url: '/api/v1/events', payload: newEvent });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Mock interview clinic',
      eventStartDate: newEvent.eventStartDate,
      capacity: 12,
    });
    const careers = await t.app.inject({ method: 'GET', url: '/api/public/hartwell/events' });
    expect(careers.json().map((event: { name: string }) => event.name)).toContain('Mock interview clinic');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.created'), eq(auditLog.targetId, String(response.json().id))));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['an end before the start', { eventEndDate: newEvent.eventStartDate - 60 }, 'eventEndDate'],
    ['an unknown event type', { eventType: 'rave' }, 'eventType'],
    ['a capacity as text', { capacity: 'lots' }, 'capacity'],
    ['no name', { name: '' }, 'name'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, field) => {
    const before = await eventCount();
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/events',
      payload: { ...newEvent, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect(await eventCount()).toBe(before);
  });

  it('archives an event, which leaves the public lists', async () => {
    const workshop = await hartwellEvent('Application workshop');
    const response = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/events/${workshop.id}`,
      payload: { archived: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().archived).toBe(true);
    const careers = await t.app.inject({ method: 'GET', url: '/api/public/hartwell/nonarchivedevents' });
    expect(careers.json().map((event: { name: string }) => event.name)).not.toContain('Application workshop');
    expect((await t.app.inject({ method: 'GET', url: `/api/public/event/${workshop.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a capacity below the people already registered, and an end before the stored start', async () => {
    const open = await hartwellEvent('Open evening');
    const small = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/events/${open.id}`,
      payload: { capacity: 2 },
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors[0].field).toBe('capacity');
    const early = Math.floor(open.startsAt.getTime() / 1000) - 60;
    const backwards = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/events/${open.id}`,
      payload: { eventEndDate: early },
    });
    expect(backwards.statusCode).toBe(400);
    const after = await hartwellEvent('Open evening');
    expect(after.capacity).toBe(200);
    expect(after.endsAt).toEqual(open.endsAt);
  });

  it("answers 404 to another organisation's manager and changes nothing", async () => {
    const open = await hartwellEvent('Open evening');
    const crossed = await northwind.request({
      method: 'PUT',
      url: `/api/v1/events/${open.id}`,
      payload: { name: 'Mine now' },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await hartwellEvent('Open evening')).name).toBe('Open evening');
    expect(
      (await northwind.request({ method: 'GET', url: `/api/v1/events/${open.id}/registrations` })).statusCode,
    ).toBe(404);
    const names = (await northwind.request({ method: 'GET', url: '/api/v1/events' }))
      .json()
      .map((e: { name: string }) => e.name);
    expect(names).not.toContain('Open evening');
  });
});

describe('GET /api/v1/events/{id}/registrations and POST /api/v1/event/{id}/check-in', () => {
  it('lists the registrations and marks one attended and another a no-show', async () => {
    const open = await hartwellEvent('Open evening');
    const registrations = (
      await hartwell.request({ method: 'GET', url: `/api/v1/events/${open.id}/registrations` })
    ).json();
    expect(registrations.map((r: { email: string }) => r.email).sort()).toEqual([
      'amelia.smith@students.shortlist.test',
      'isla.taylor@students.shortlist.test',
      'noah.jones@students.shortlist.test',
    ]);
    const [first, second] = registrations;
    const attended = await hartwell.request({
      method: 'POST',
      url: `/api/v1/event/${open.id}/check-in`,
      payload: { registrationId: first.id, attendance: 'ATTENDED' },
    });
    expect(attended.json()).toMatchObject({ id: first.id, attendance: 'ATTENDED' });
    const noShow = await hartwell.request({
      method: 'POST',
      url: `/api/v1/event/${open.id}/check-in`,
      payload: { registrationId: second.id, attendance: 'NOSHOW' },
    });
    expect(noShow.json()).toMatchObject({ id: second.id, attendance: 'NOSHOW', checkedInAt: null });
    const list = (await hartwell.request({ method: 'GET', url: '/api/v1/events' })).json();
    expect(list.find((event: { id: number }) => event.id === open.id).attendedCount).toBe(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.checked-in'));
    expect(audit.filter((row) => row.actorUserId !== null)).toHaveLength(2);
  });

  it('needs a signed-in manager of the event, and a registration of that event', async () => {
    const open = await hartwellEvent('Open evening');
    const [registration] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, open.id));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/event/${open.id}/check-in`,
      payload: { registrationId: registration?.id, attendance: 'ATTENDED' },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossed = await northwind.request({
      method: 'POST',
      url: `/api/v1/event/${open.id}/check-in`,
      payload: { registrationId: registration?.id, attendance: 'NOSHOW' },
    });
    expect(crossed.statusCode).toBe(404);
    const workshop = await hartwellEvent('Application workshop');
    const wrongEvent = await hartwell.request({
      method: 'POST',
      url: `/api/v1/event/${workshop.id}/check-in`,
      payload: { registrationId: registration?.id, attendance: 'NOSHOW' },
    });
    expect(wrongEvent.statusCode).toBe(404);
    const bad = await hartwell.request({
      method: 'POST',
      url: `/api/v1/event/${open.id}/check-in`,
      payload: { registrationId: registration?.id, attendance: 'LATE' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
