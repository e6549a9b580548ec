import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { newEvent, publicSignUp } from './event-support.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const questions = [
  { id: 'university', label: 'Which university do you attend?', required: true },
  { id: 'diet', label: 'Any dietary needs?', required: false },
];

async function eventWithQuestions() {
  const response = await hartwell.request({
    method: 'POST',
    url: '/api/v1/events',
    payload: newEvent({ questions, capacity: 10, eventType: 'group coaching' }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('events with registration questions', () => {
  it('stores the questions, shows them publicly, and keeps each registrant’s answers', async () => {
    const event = await eventWithQuestions();
    expect(event).toMatchObject({ questions, timeZone: 'Europe/London', timeZoneLabel: 'UK, Ireland Time' });
    const page = await t.app.inject({ method: 'GET', url: `/api/public/event/${event.id}` });
    expect(page.json().questions).toEqual(questions);
    const signUp = await publicSignUp(t, event.id, {
      email: 'olu@example.com',
      firstName: 'Olu',
      answers: { university: 'Leeds', diet: '=vegan' },
    });
    expect(signUp.statusCode).toBe(201);
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    expect(list.json()[0].answers).toEqual({ university: 'Leeds', diet: '=vegan' });
  });

  it('refuses a missing required answer or an unknown question field by field, storing nothing', async () => {
    const event = await eventWithQuestions();
    const missing = await publicSignUp(t, event.id, { email: 'pat@example.com', answers: { diet: 'none' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'answers.university', message: 'Answer this question.' },
    ]);
    const unknown = await publicSignUp(t, event.id, {
      email: 'pat@example.com',
      answers: { university: 'York', shoe: '9' },
    });
    expect(unknown.json().errors[0].field).toBe('answers.shoe');
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    expect(list.json()).toEqual([]);
  });

  it('refuses duplicate question ids and an unknown event type with field messages', async () => {
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/events',
      payload: newEvent({ eventType: 'party', questions: [questions[0], questions[0]] }),
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['eventType', 'questions']);
  });
});

describe('copy, export and messages', () => {
  it('copies an event with its questions and without its registrations', async () => {
    const event = await eventWithQuestions();
    await publicSignUp(t, event.id, { email: 'quinn@example.com', answers: { university: 'Bath' } });
    const copy = await hartwell.request({ method: 'POST', url: `/api/v1/events/${event.id}/copy` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: `Copy of ${event.name}`,
      questions,
      registeredCount: 0,
      capacity: 10,
      eventStartDate: event.eventStartDate,
    });
    expect(copy.json().id).not.toBe(event.id);
  });

  it('exports registrations with one column per question, formulas made inert', async () => {
    const event = await eventWithQuestions();
    await publicSignUp(t, event.id, {
      email: 'rae@example.com',
      firstName: 'Rae',
      answers: { university: 'Leeds, Hyde Park', diet: '=vegan' },
    });
    const file = await hartwell.request({
      method: 'GET',
      url: `/api/v1/events/${event.id}/registrations/export`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="event-${event.id}-registrations.csv"`,
    );
    const [header, row] = file.body.split('\r\n');
    expect(header).toBe(
      'First name,Last name,Email,Status,Waiting list position,Attendance,"Checked in (UK, Ireland Time)",' +
        '"Registered (UK, Ireland Time)",Which university do you attend?,Any dietary needs?',
    );
    expect(row).toContain(`Rae,,rae@example.com,REGISTERED,,,,`);
    expect(row).toContain(`"Leeds, Hyde Park",'=vegan`);
  });

  it('emails every registrant, or the chosen ones, through the outbox', async () => {
    const event = await eventWithQuestions();
    for (const email of ['sam@example.com', 'tia@example.com']) {
      await publicSignUp(t, event.id, { email, answers: { university: 'Kent' } });
    }
    const all = await hartwell.request({
      method: 'POST',
      url: `/api/v1/events/${event.id}/messages`,
      payload: { message: 'Doors open at six.' },
    });
    expect(all.json()).toEqual({ sent: 2 });
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    const tia = list.json().find((r: { email: string }) => r.email === 'tia@example.com');
    const chosen = await hartwell.request({
      method: 'POST',
      url: `/api/v1/events/${event.id}/messages`,
      payload: { registrationIds: [tia.id], message: 'Bring your ID.' },
    });
    expect(chosen.json()).toEqual({ sent: 1 });
    await t.app.services.outbox.flush();
    const sent = t.messages.filter((m) => m.template === 'event-message');
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      'sam@example.com',
      'tia@example.com',
      'tia@example.com',
    ]);
    expect(sent.at(-1)?.body).toContain('Bring your ID.');
    const empty = await hartwell.request({
      method: 'POST',
      url: `/api/v1/events/${event.id}/messages`,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('message');
  });

  it("answers 404 to another organisation's manager on every event call, changing nothing", async () => {
    const event = await eventWithQuestions();
    await publicSignUp(t, event.id, { email: 'uma@example.com', answers: { university: 'Hull' } });
    const list = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    const registrationId = list.json()[0].id;
    const calls = [
      { method: 'PUT', url: `/api/v1/events/${event.id}`, payload: { archived: true } },
      { method: 'POST', url: `/api/v1/events/${event.id}/copy` },
      { method: 'GET', url: `/api/v1/events/${event.id}/registrations` },
      { method: 'GET', url: `/api/v1/events/${event.id}/registrations/export` },
      { method: 'DELETE', url: `/api/v1/events/${event.id}/registrations/${registrationId}` },
      { method: 'POST', url: `/api/v1/events/${event.id}/messages`, payload: { message: 'Hi' } },
      {
        method: 'POST',
        url: `/api/v1/event/${event.id}/check-in`,
        payload: { registrationId, attendance: 'ATTENDED' },
      },
      { method: 'POST', url: `/api/v1/event/${event.id}/check-in/scan`, payload: { code: 'x' } },
    ] as const;
    for (const call of calls) {
      const response = await northwind.request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const after = await hartwell.request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations` });
    expect(after.json()).toEqual(list.json());
    const listed = await northwind.request({ method: 'GET', url: '/api/v1/events' });
    expect(listed.json().map((e: { id: number }) => e.id)).not.toContain(event.id);
  });
});
