import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { meetingHoursMessages, suggestedMeetingHours } from '@shortlist/domain/meeting-hours';
import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewerHours } from '../../src/meeting-hours/meeting-hours-store.ts';
import { auditRowsOf, organizationIdOf } from '../support/pipeline-fixtures.ts';
import { roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 34: the organisation's and each interviewer's meeting hours, and slots cut only inside the former.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;

const hoursUrl = () => `/api/v1/organization/${hartwell}/meeting-hours`;
const interviewerUrl = (email: string) => `${hoursUrl()}/interviewers/${encodeURIComponent(email)}`;
const earlyFinish: MeetingHours = { ...suggestedMeetingHours, friday: [{ start: '09:30', end: '12:00' }] };

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

describe("the organisation's hours", () => {
  it('start unset (any time), in London time, readable by any manager', async () => {
    const response = await manager.request({ method: 'GET', url: hoursUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meetingHours: null, timeZone: 'Europe/London' });
  });

  it('are set by a manager admin (audited), not by a standard manager', async () => {
    const refused = await manager.request({
      method: 'PUT',
      url: hoursUrl(),
      payload: { meetingHours: suggestedMeetingHours },
    });
    expect(refused.statusCode).toBe(403);
    const saved = await managerAdmin.request({
      method: 'PUT',
      url: hoursUrl(),
      payload: { meetingHours: suggestedMeetingHours },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meetingHours).toEqual(suggestedMeetingHours);
    expect((await manager.request({ method: 'GET', url: hoursUrl() })).json().meetingHours).toEqual(
      suggestedMeetingHours,
    );
    const audits = await auditRowsOf(t.db, 'meeting-hours.changed');
    expect(audits.at(-1)).toMatchObject({ organizationId: hartwell, targetType: 'organization' });
  });

  it('refuse bad hours field by field and change nothing', async () => {
    const response = await managerAdmin.request({
      method: 'PUT',
      url: hoursUrl(),
      payload: {
        meetingHours: {
          ...suggestedMeetingHours,
          monday: [{ start: '9:30', end: '17:30' }],
          friday: [{ start: '15:00', end: '09:30' }],
          tuesday: [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '17:00' },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'meetingHours.monday.0.start', message: meetingHoursMessages.time },
        { field: 'meetingHours.friday.0.end', message: meetingHoursMessages.endsBeforeStart },
        { field: 'meetingHours.tuesday.1.start', message: meetingHoursMessages.overlaps },
      ]),
    );
    expect((await manager.request({ method: 'GET', url: hoursUrl() })).json().meetingHours).toEqual(
      suggestedMeetingHours,
    );
  });

  it("answer 404 to another organisation's manager, for reading and for setting", async () => {
    expect((await northwindManager.request({ method: 'GET', url: hoursUrl() })).statusCode).toBe(404);
    const put = await northwindManager.request({
      method: 'PUT',
      url: hoursUrl(),
      payload: { meetingHours: null },
    });
    expect(put.statusCode).toBe(404);
    expect((await manager.request({ method: 'GET', url: hoursUrl() })).json().meetingHours).toEqual(
      suggestedMeetingHours,
    );
  });
});

describe("an interviewer's hours", () => {
  it("are a manager's own to read and set; until set, the organisation's apply", async () => {
    const before = await manager.request({ method: 'GET', url: interviewerUrl('hm@hartwell.test') });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      email: 'hm@hartwell.test',
      meetingHours: null,
      effectiveMeetingHours: suggestedMeetingHours,
      timeZone: 'Europe/London',
    });
    const saved = await manager.request({
      method: 'PUT',
      url: interviewerUrl('HM@Hartwell.test'),
      payload: { meetingHours: earlyFinish },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'hm@hartwell.test', effectiveMeetingHours: earlyFinish });
  });

  it("are not a standard manager's to read or set for someone else", async () => {
    expect(
      (await manager.request({ method: 'GET', url: interviewerUrl('partner@hartwell.test') })).statusCode,
    ).toBe(403);
    const put = await manager.request({
      method: 'PUT',
      url: interviewerUrl('partner@hartwell.test'),
      payload: { meetingHours: earlyFinish },
    });
    expect(put.statusCode).toBe(403);
  });

  it("are anyone's in the organisation for a manager admin, outside assessors too, and cleared with null", async () => {
    const set = await managerAdmin.request({
      method: 'PUT',
      url: interviewerUrl('assessor@outside.test'),
      payload: { meetingHours: earlyFinish },
    });
    expect(set.statusCode).toBe(200);
    const cleared = await managerAdmin.request({
      method: 'PUT',
      url: interviewerUrl('assessor@outside.test'),
      payload: { meetingHours: null },
    });
    expect(cleared.json()).toMatchObject({
      meetingHours: null,
      effectiveMeetingHours: suggestedMeetingHours,
    });
  });

  it('refuse a bad address and bad hours with field messages', async () => {
    const badEmail = await managerAdmin.request({ method: 'GET', url: interviewerUrl('not-an-address') });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].field).toBe('email');
    const badHours = await managerAdmin.request({
      method: 'PUT',
      url: interviewerUrl('assessor@outside.test'),
      payload: { meetingHours: { monday: [] } },
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().errors.map((error: { field: string }) => error.field)).toContain(
      'meetingHours.tuesday',
    );
  });

  it("answer 404 to another organisation's manager", async () => {
    const response = await northwindManager.request({
      method: 'GET',
      url: interviewerUrl('hm@northwind.test'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('are read for a panel at once: their own, else the organisation’s', async () => {
    const { zone, hours } = await interviewerHours(t.db, hartwell, [
      'HM@hartwell.test',
      'partner@hartwell.test',
    ]);
    expect(zone).toBe('Europe/London');
    expect(hours.get('hm@hartwell.test')).toEqual(earlyFinish);
    expect(hours.get('partner@hartwell.test')).toEqual(suggestedMeetingHours);
  });
});

describe('slots cut inside the meeting hours', () => {
  // Friday 26 March 2027 is on GMT; Monday 29 March 2027 is on BST (the clocks went forward on the 28th).
  const friday = {
    parentStartDateTime: Date.UTC(2027, 2, 26, 13) / 1000,
    parentEndDateTime: Date.UTC(2027, 2, 26, 17) / 1000,
  };
  const monday = {
    parentStartDateTime: Date.UTC(2027, 2, 29, 8) / 1000,
    parentEndDateTime: Date.UTC(2027, 2, 29, 11) / 1000,
  };
  const saturday = {
    parentStartDateTime: Date.UTC(2027, 2, 27, 9) / 1000,
    parentEndDateTime: Date.UTC(2027, 2, 27, 12) / 1000,
  };
  const startsOf = (slots: { startDateTime: number }[]) =>
    slots.map((slot) => new Date(slot.startDateTime * 1000).toISOString());

  it('leaves out slots after 15:00 on a Friday and before 09:30 London time, at creation and when slots are added', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const created = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: {
        roleId: role.id,
        stageId: stageIds.firstRound,
        type: 'SCHEDULER',
        name: 'Meeting hours round',
        durationMinutes: 60,
        location: 'London office',
        deadlineDays: 3,
        windows: [{ ...friday, numberOfInterviewers: 1 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const scheduleId: number = created.json().id;
    const read = await manager.request({ method: 'GET', url: `/api/v1/schedules/${scheduleId}` });
    expect(startsOf(read.json().slots)).toEqual(['2027-03-26T13:00:00.000Z', '2027-03-26T14:00:00.000Z']);

    const weekend = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/slots`,
      payload: { windows: [{ ...saturday, numberOfInterviewers: 1 }] },
    });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().errors[0].field).toBe('windows');

    const added = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/slots`,
      payload: { windows: [{ ...monday, numberOfInterviewers: 1 }] },
    });
    expect(added.statusCode).toBe(201);
    // 08:00 UTC is 09:00 BST, before the hours; 09:00 and 10:00 UTC are 10:00 and 11:00 BST.
    expect(startsOf(added.json().slots)).toEqual([
      '2027-03-26T13:00:00.000Z',
      '2027-03-26T14:00:00.000Z',
      '2027-03-29T09:00:00.000Z',
      '2027-03-29T10:00:00.000Z',
    ]);
  });

  it('refuses a schedule whose windows all fall outside the hours, on excludedSlots as before', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const created = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: {
        roleId: role.id,
        stageId: stageIds.firstRound,
        type: 'SCHEDULER',
        name: 'Weekend round',
        durationMinutes: 60,
        location: 'London office',
        deadlineDays: 3,
        windows: [{ ...saturday, numberOfInterviewers: 1 }],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors[0].field).toBe('excludedSlots');
  });

  it('cuts every slot again once the organisation has no hours', async () => {
    await managerAdmin.request({ method: 'PUT', url: hoursUrl(), payload: { meetingHours: null } });
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const created = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: {
        roleId: role.id,
        stageId: stageIds.firstRound,
        type: 'SCHEDULER',
        name: 'Any time round',
        durationMinutes: 60,
        location: 'London office',
        deadlineDays: 3,
        windows: [{ ...saturday, numberOfInterviewers: 1 }],
      },
    });
    expect(created.statusCode).toBe(201);
  });
});
