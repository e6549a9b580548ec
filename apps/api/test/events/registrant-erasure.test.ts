import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { checkInCodeOf, newEvent, publicSignUp } from './event-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('erasing a registrant', () => {
  it('clears their answers and check-in code with their name and email; the code no longer checks in', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const created = await manager.request({
      method: 'POST',
      url: '/api/v1/events',
      payload: newEvent({ questions: [{ id: 'diet', label: 'Dietary needs?', required: false }] }),
    });
    const eventId = created.json().id as number;
    await publicSignUp(t, eventId, {
      email: 'candidate@shortlist.test',
      firstName: 'Amara',
      answers: { diet: 'Coeliac' },
    });
    const { code } = await checkInCodeOf(t, 'candidate@shortlist.test');
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    expect((await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(
      204,
    );

    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
    expect(row).toMatchObject({ firstName: '', answers: {}, checkInTokenHash: null, userId: null });
    expect(row?.email).toMatch(/@anonymised\.invalid$/);
    const scan = await manager.request({
      method: 'POST',
      url: `/api/v1/event/${eventId}/check-in/scan`,
      payload: { code },
    });
    expect(scan.statusCode).toBe(404);
  });
});
