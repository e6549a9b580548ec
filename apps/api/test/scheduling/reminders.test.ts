import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInvitations } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { bookFor, delivered, readInterview, scheduleWithInvitees } from './schedule-setup.ts';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const hour = 3600_000;
const reminders = () => t.app.services.scheduling.reminders;

async function invitationRow(id: number) {
  const [row] = await t.db.select().from(interviewInvitations).where(eq(interviewInvitations.id, id));
  if (!row) throw new Error(`no invitation ${id}`);
  return row;
}

describe('automatic reminders', () => {
  it('reminds an unbooked invitation once, a day before its deadline, even with two runs at once', async () => {
    const { invitees } = await scheduleWithInvitees(t, manager, 1);
    const [robin] = invitees;
    if (!robin) throw new Error('no setup');
    const { deadlineAt } = await invitationRow(robin.invitationId);

    await reminders().sendDue(new Date(deadlineAt.getTime() - 25 * hour));
    expect(await delivered(t, robin.email, 'interview-deadline-reminder')).toHaveLength(0);

    const dayBefore = new Date(deadlineAt.getTime() - 23 * hour);
    // Two API processes' runs at the same moment: each reminder is claimed by one of them only.
    await Promise.all([reminders().sendDue(dayBefore), reminders().sendDue(dayBefore)]);
    await reminders().sendDue(new Date(deadlineAt.getTime() - hour));
    const sent = await delivered(t, robin.email, 'interview-deadline-reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('at 23:59 (UK, Ireland Time)');
    const link = /\/interview\/([A-Za-z0-9_-]+)/.exec(sent[0]?.body ?? '')?.[1] ?? '';
    expect((await readInterview(t, link)).json().id).toBe(robin.invitationId);
    expect((await invitationRow(robin.invitationId)).deadlineRemindedAt).toEqual(dayBefore);
  });

  it('does not remind a booked or cancelled invitation of its deadline, nor once it has passed', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 3);
    const [booked, cancelled, late] = invitees;
    if (!booked || !cancelled || !late) throw new Error('no setup');
    await bookFor(manager, scheduleId, booked.invitationId, slots[0]?.id ?? 0);
    await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${cancelled.invitationId}`,
    });
    const { deadlineAt } = await invitationRow(late.invitationId);
    await reminders().sendDue(new Date(deadlineAt.getTime() + hour));
    await reminders().sendDue(new Date(deadlineAt.getTime() - 2 * hour));
    expect(await delivered(t, booked.email, 'interview-deadline-reminder')).toHaveLength(0);
    expect(await delivered(t, cancelled.email, 'interview-deadline-reminder')).toHaveLength(0);
    expect(await delivered(t, late.email, 'interview-deadline-reminder')).toHaveLength(1);
  });

  it('reminds a booked interview once, a day before it, and again after a move to another day', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [robin] = invitees;
    const [slot, later] = slots;
    if (!robin || !slot || !later) throw new Error('no setup');
    await bookFor(manager, scheduleId, robin.invitationId, slot.id);
    const start = slot.startDateTime * 1000;
    await reminders().sendDue(new Date(start - 25 * hour));
    expect(await delivered(t, robin.email, 'interview-reminder')).toHaveLength(0);
    await Promise.all([
      reminders().sendDue(new Date(start - 20 * hour)),
      reminders().sendDue(new Date(start - 20 * hour)),
    ]);
    await reminders().sendDue(new Date(start - 2 * hour));
    const sent = await delivered(t, robin.email, 'interview-reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('(UK, Ireland Time)');

    // Moved: a new time deserves its own reminder.
    await bookFor(manager, scheduleId, robin.invitationId, later.id);
    await reminders().sendDue(new Date(later.startDateTime * 1000 - 2 * hour));
    expect(await delivered(t, robin.email, 'interview-reminder')).toHaveLength(2);
  });
});
