import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { checkInCodeOf, newEvent, publicSignUp, startEventNow } from './event-support.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

async function createEvent(manager: SignedIn, fields: Record<string, unknown> = {}) {
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/events',
    payload: newEvent(fields),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const scan = (manager: SignedIn, eventId: number, code: string) =>
  manager.request({ method: 'POST', url: `/api/v1/event/${eventId}/check-in/scan`, payload: { code } });

describe('POST /api/v1/event/{id}/check-in/scan', () => {
  it("checks in the registration of a confirmation's QR link once, then says it already was", async () => {
    const event = await createEvent(hartwell);
    await publicSignUp(t, event.id, { email: 'iris@example.com', firstName: 'Iris' });
    const { link } = await checkInCodeOf(t, 'iris@example.com');
    const first = await scan(hartwell, event.id, link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'CHECKED_IN',
      registration: { email: 'iris@example.com', attendance: 'ATTENDED' },
    });
    const again = await scan(hartwell, event.id, link);
    expect(again.json().outcome).toBe('ALREADY_CHECKED_IN');
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    expect(list.json()[0]).toMatchObject({ email: 'iris@example.com', attendance: 'ATTENDED' });
  });

  it('refuses a code of another event by name, and an unknown code as not registered', async () => {
    const first = await createEvent(hartwell);
    const second = await createEvent(hartwell);
    await publicSignUp(t, first.id, { email: 'jack@example.com' });
    const { code } = await checkInCodeOf(t, 'jack@example.com');
    const wrong = await scan(hartwell, second.id, code);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error_description).toBe('This check-in code belongs to another event.');
    const unknown = await scan(hartwell, first.id, 'made-up-code');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_description).toBe('This code is not a registration for this event.');
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${first.id}/registrations` });
    expect(list.json()[0].attendance).toBeNull();
  });

  it("keeps another organisation's manager out: their scan of Hartwell's event answers 404", async () => {
    const event = await createEvent(hartwell);
    await publicSignUp(t, event.id, { email: 'kim@example.com' });
    const { code } = await checkInCodeOf(t, 'kim@example.com');
    expect((await scan(northwind, event.id, code)).statusCode).toBe(404);
    // Northwind's own event does not take Hartwell's code either.
    const own = await createEvent(northwind);
    expect((await scan(northwind, own.id, code)).statusCode).toBe(404);
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    expect(list.json()[0].attendance).toBeNull();
  });

  it('does not check in someone on the waiting list', async () => {
    const event = await createEvent(hartwell, { capacity: 1 });
    await publicSignUp(t, event.id, { email: 'lou@example.com' });
    await publicSignUp(t, event.id, { email: 'max@example.com' });
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    const waiting = list.json().find((r: { email: string }) => r.email === 'max@example.com');
    const marked = await hartwell.request({
      method: 'POST',
      url: `/api/v1/event/${event.id}/check-in`,
      payload: { registrationId: waiting.id, attendance: 'ATTENDED' },
    });
    expect(marked.statusCode).toBe(409);
  });
});

describe('POST /api/public/event/{id}/qr-check-in with the code', () => {
  it('checks the registrant in from their QR link, and refuses the code at another event', async () => {
    const event = await createEvent(hartwell);
    const other = await createEvent(hartwell);
    await publicSignUp(t, event.id, { email: 'nia@example.com' });
    const { code } = await checkInCodeOf(t, 'nia@example.com');
    // Self check-in is open on the event's day only (issue 31).
    await startEventNow(t, event.id);
    await startEventNow(t, other.id);
    const post = (eventId: number) =>
      t.app.inject({ method: 'POST', url: `/api/public/event/${eventId}/qr-check-in`, payload: { code } });
    expect((await post(other.id)).statusCode).toBe(409);
    const response = await post(event.id);
    expect(response.json()).toEqual({ outcome: 'CHECKED_IN' });
    expect((await post(event.id)).json().outcome).toBe('ALREADY_CHECKED_IN');
  });
});
