import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvent } from '../support/event-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Issue 31: anyone can make the API email an address they name; such an email carries only text the server
// knows, never what the caller typed (here a name that reads as a phishing line).
const bait = 'Urgent: call +44 20 7946 0000';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/public${url}`, payload });

async function emailTo(recipient: string) {
  await t.app.services.outbox.flush();
  const message = t.messages.filter((m) => m.recipient === recipient).at(-1);
  if (!message) throw new Error(`nothing was sent to ${recipient}`);
  return `${message.subject}\n${message.body}\n${message.html ?? ''}`;
}

describe('an email a stranger can make the API send', () => {
  it("leaves out the names given at sign-up until the address's owner verifies it", async () => {
    const response = await post('/signup', {
      email: 'victim.signup@example.com',
      password: 'Fresh#Start2026',
      firstName: bait,
      lastName: 'Reader',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(201);
    const email = await emailTo('victim.signup@example.com');
    expect(email).toMatch(/^Hello there,/m);
    expect(email).not.toContain('Urgent');
    expect((await post('/forgot', { email: 'victim.signup@example.com' })).statusCode).toBe(204);
    expect(await emailTo('victim.signup@example.com')).not.toContain('Urgent');
  });

  it('greets a verified account by the name its owner gave', async () => {
    expect((await post('/forgot', { email: 'candidate@shortlist.test' })).statusCode).toBe(204);
    expect(await emailTo('candidate@shortlist.test')).toMatch(/^Hello Amara,/m);
  });

  it('leaves out the names typed on an event registration form', async () => {
    const event = await addEvent(t, 'hartwell', { name: 'Careers fair' });
    const response = await post(`/event/${event.id}`, {
      email: 'victim.event@example.com',
      firstName: bait,
      lastName: 'Reader',
    });
    expect(response.statusCode).toBe(201);
    const email = await emailTo('victim.event@example.com');
    expect(email).toMatch(/^Hello there,/m);
    expect(email).not.toContain('Urgent');
  });
});
