import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventRegistrations, events } from '../../../src/db/schema/index.ts';
import { checkInCodeOf, startEventNow } from '../../events/event-support.ts';
import { organizationOf } from '../../support/scheduling-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { startTestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/public${url}` });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/public${url}`, payload });
const day = 86_400_000;

async function eventNamed(subdomain: string, name: string) {
  const organization = await organizationOf(t, subdomain);
  const [row] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organization.id), eq(events.name, name)));
  if (!row) throw new Error(`no event ${name}`);
  return row;
}

async function smallEvent(capacity: number | null, startsInDays = 5) {
  const organization = await organizationOf(t, 'kingsbench');
  const [row] = await t.db
    .insert(events)
    .values({
      organizationId: organization.id,
      name: `Event ${Math.random()}`,
      eventType: 'webinar',
      startsAt: new Date(Date.now() + startsInDays * day),
      endsAt: new Date(Date.now() + startsInDays * day + 3_600_000),
      capacity,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}

describe('GET /api/public/{orgId}/events and /nonarchivedevents', () => {
  it('lists upcoming visible events, soonest first, with places left', async () => {
    const response = await get('/hartwell/events');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((event: { name: string }) => event.name)).toEqual([
      'Open evening',
      'Application workshop',
    ]);
    expect(response.json()[0]).toMatchObject({ capacity: 200, placesLeft: 197, eventType: 'webinar' });
    expect(response.json()[0].eventEndDate).toBeGreaterThan(response.json()[0].eventStartDate);
  });

  it('adds past events that are not archived to the non-archived list, never archived ones', async () => {
    const organization = await organizationOf(t, 'northwind');
    await t.db.insert(events).values({
      organizationId: organization.id,
      name: 'Spring meet-up',
      eventType: 'call',
      startsAt: new Date(Date.now() - 5 * day),
      endsAt: new Date(Date.now() - 5 * day + 3_600_000),
    });
    const upcoming = (await get('/northwind/events')).json().map((event: { name: string }) => event.name);
    const all = (await get('/northwind/nonarchivedevents'))
      .json()
      .map((event: { name: string }) => event.name);
    expect(upcoming).not.toContain('Spring meet-up');
    expect(all).toEqual(['Spring meet-up', 'Data careers evening', 'Application workshop']);
    expect(all).not.toContain('Autumn insight day');
  });

  it('answers 404 for an unknown organisation and 400 for a malformed one', async () => {
    expect((await get('/nowhere/events')).statusCode).toBe(404);
    expect((await get(`/${encodeURIComponent("x' OR 1=1")}/events`)).statusCode).toBe(400);
  });
});

describe('GET /api/public/event/{id}', () => {
  it('answers the event page with its places left, and 404 for an archived event', async () => {
    const open = await eventNamed('hartwell', 'Open evening');
    expect((await get(`/event/${open.id}`)).json()).toMatchObject({
      id: open.id,
      name: 'Open evening',
      placesLeft: 197,
    });
    const archived = await eventNamed('hartwell', 'Autumn insight day');
    expect((await get(`/event/${archived.id}`)).statusCode).toBe(404);
    expect((await get('/event/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/public/event/{id}', () => {
  it('registers an email once, takes a place and sends a confirmation', async () => {
    const workshop = await eventNamed('hartwell', 'Application workshop');
    const response = await post(`/event/${workshop.id}`, {
      email: ' Ada.Lovelace@Example.com ',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId: workshop.id,
      email: 'ada.lovelace@example.com',
      attendance: null,
    });
    expect((await get(`/event/${workshop.id}`)).json().placesLeft).toBe(29);
    await t.app.services.outbox.flush();
    expect(
      t.messages.filter(
        (m) => m.recipient === 'ada.lovelace@example.com' && m.template === 'event-registered',
      ),
    ).toHaveLength(1);

    const again = await post(`/event/${workshop.id}`, { email: 'ADA.lovelace@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe('This email is already registered for this event.');
  });

  it('puts a registration on the waiting list once the event is full, and says so', async () => {
    const event = await smallEvent(1);
    expect((await post(`/event/${event.id}`, { email: 'first@example.com' })).json()).toMatchObject({
      status: 'REGISTERED',
      waitlistPosition: null,
    });
    const full = await post(`/event/${event.id}`, { email: 'second@example.com' });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    await t.app.services.outbox.flush();
    const second = t.messages.filter((m) => m.recipient === 'second@example.com');
    expect(second.map((m) => m.template)).toEqual(['event-waitlisted']);
  });

  it('gives the last place to one of two people registering at once; the other waits', async () => {
    const event = await smallEvent(1);
    const answers = await Promise.all(
      ['one@example.com', 'two@example.com'].map((email) => post(`/event/${event.id}`, { email })),
    );
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['REGISTERED', 'WAITLISTED']);
    const stored = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(stored.filter((row) => row.status === 'REGISTERED')).toHaveLength(1);
  });

  it('refuses a bad email, an unlimited event stays open, and a past event is refused', async () => {
    const event = await smallEvent(null);
    const bad = await post(`/event/${event.id}`, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('email');
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)),
    ).toHaveLength(0);
    expect((await post(`/event/${event.id}`, { email: 'a@example.com' })).json()).toMatchObject({
      email: 'a@example.com',
    });
    const past = await smallEvent(null, -3);
    expect((await post(`/event/${past.id}`, { email: 'late@example.com' })).statusCode).toBe(409);
  });
});

describe('POST /api/public/event/{id}/qr-check-in', () => {
  const checkIn = (eventId: number, payload: Record<string, unknown>) =>
    post(`/event/${eventId}/qr-check-in`, payload);
  const attendanceOf = async (eventId: number, email: string) => {
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)));
    return row;
  };

  it('checks a registrant in with the code of their QR link on the event day, and records it', async () => {
    const event = await smallEvent(null);
    expect((await post(`/event/${event.id}`, { email: 'ivy@example.com' })).statusCode).toBe(201);
    const { code } = await checkInCodeOf(t, 'ivy@example.com');
    await startEventNow(t, event.id);
    const response = await checkIn(event.id, { code });
    expect(response.statusCode).toBe(200);
    // Anyone may call this: the reply says what happened and nothing of the registration.
    expect(response.json()).toEqual({ outcome: 'CHECKED_IN' });
    const registration = await attendanceOf(event.id, 'ivy@example.com');
    expect(registration).toMatchObject({ attendance: 'ATTENDED', checkedInAt: expect.any(Date) });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.checked-in'));
    expect(audit.map((row) => row.details.registrationId)).toContain(registration?.id);
  });

  it('refuses an email alone alike for a registrant and a stranger, and checks nobody in', async () => {
    const event = await smallEvent(null);
    expect((await post(`/event/${event.id}`, { email: 'rex@example.com' })).statusCode).toBe(201);
    await startEventNow(t, event.id);
    const registered = await checkIn(event.id, { email: 'rex@example.com' });
    const unknown = await checkIn(event.id, { email: 'walk.in@example.com' });
    expect(registered.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(registered.json()).toEqual(unknown.json());
    expect(registered.json().errors).toEqual([
      {
        field: 'code',
        message: 'Open the QR code in your confirmation email, or paste its check-in link or code.',
      },
    ]);
    expect((await attendanceOf(event.id, 'rex@example.com'))?.attendance).toBeNull();
    expect(await attendanceOf(event.id, 'walk.in@example.com')).toBeUndefined();
  });

  it("refuses the right code before the event's day and after it", async () => {
    const event = await smallEvent(null, 5);
    expect((await post(`/event/${event.id}`, { email: 'early@example.com' })).statusCode).toBe(201);
    const { code } = await checkInCodeOf(t, 'early@example.com');
    const early = await checkIn(event.id, { code });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_description).toBe('Check-in opens on the day of the event.');
    await t.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3 * day), endsAt: new Date(Date.now() - 3 * day + 3_600_000) })
      .where(eq(events.id, event.id));
    expect((await checkIn(event.id, { code })).statusCode).toBe(409);
    expect((await attendanceOf(event.id, 'early@example.com'))?.attendance).toBeNull();
  });

  it('answers an unknown code 404, the same for every code', async () => {
    const event = await smallEvent(null);
    await startEventNow(t, event.id);
    const response = await checkIn(event.id, { code: 'not-a-code' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_description).toBe('This code is not a registration for this event.');
  });
});
