import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { delivered, scheduleWithInvitees } from './schedule-setup.ts';

// Issue 34: the wizard's preview is the email that is sent (same stage wording, same deadline and zone).

let t: TestApp;
let manager: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const withoutLink = (text: string) => text.replace(/\/interview\/[A-Za-z0-9_.-]+/g, '/interview/<link>');

describe('the invitation preview', () => {
  it('is the email the candidate receives, but for the link', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const { invitees } = await scheduleWithInvitees(t, manager, 1);
    const [robin] = invitees;
    if (!robin) throw new Error('no setup');
    const preview = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules/invitation-preview',
      payload: {
        roleId: role.id,
        stageId: stageIds.firstRound,
        name: 'First round',
        deadlineDays: 3,
        candidateId: robin.candidateId,
      },
    });
    expect(preview.statusCode).toBe(200);
    const [sent] = await delivered(t, robin.email, 'interview-invitation');
    expect(preview.json().subject).toBe(sent?.subject);
    expect(withoutLink(preview.json().body)).toBe(withoutLink(sent?.body ?? ''));
    expect(preview.json().body).toContain('(UK, Ireland Time)');
    expect(preview.json().body).not.toContain('(UTC)');
  });

  it('refuses bad input field by field, and another organisation answers 404', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const refused = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules/invitation-preview',
      payload: { roleId: role.id, stageId: stageIds.firstRound, name: '', deadlineDays: 2 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['name', 'deadlineDays']),
    );
    const foreign = await northwind.request({
      method: 'POST',
      url: '/api/v1/schedules/invitation-preview',
      payload: { roleId: role.id, stageId: stageIds.firstRound, name: 'First round', deadlineDays: 3 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
