import { stageIds } from '@shortlist/domain/stages';
import { expect } from 'vitest';
import {
  applicantAt,
  latestInterviewToken,
  roleNamed,
  windowInDays,
} from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

export interface InvitedApplicant {
  candidateId: number;
  email: string;
  token: string;
  invitationId: number;
}

export interface ScheduleSlot {
  id: number;
  startDateTime: number;
  endDateTime: number;
  state: string;
  interviewerEmails: string[];
  candidateId: number | null;
  invitationId: number | null;
}

/**
 * A first-round schedule of Hartwell's training contract (three one-hour slots four days on, unless windows
 * are given) with `count` applicants invited through the manager's calls; returns it and their links.
 */
export async function scheduleWithInvitees(
  t: TestApp,
  manager: SignedIn,
  count: number,
  change: Record<string, unknown> = {},
) {
  const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
  const created = await manager.request({
    method: 'POST',
    url: '/api/v1/schedules',
    payload: {
      roleId: role.id,
      stageId: stageIds.firstRound,
      type: 'SCHEDULER',
      name: 'First round',
      durationMinutes: 60,
      location: 'London office',
      deadlineDays: 3,
      windows: [windowInDays(4)],
      ...change,
    },
  });
  expect(created.statusCode).toBe(201);
  const scheduleId: number = created.json().id;
  const applicants = [];
  for (let index = 0; index < count; index += 1)
    applicants.push(await applicantAt(t, role, stageIds.firstRound));
  if (count > 0) {
    const invited = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/invitations`,
      payload: { candidateIds: applicants.map((applicant) => applicant.candidate.id) },
    });
    expect(invited.json().invited).toHaveLength(count);
  }
  const detail = await readSchedule(manager, scheduleId);
  const invitees: InvitedApplicant[] = [];
  for (const applicant of applicants) {
    const invitation = detail.invitations.find(
      (each: { candidateId: number }) => each.candidateId === applicant.candidate.id,
    );
    invitees.push({
      candidateId: applicant.candidate.id,
      email: applicant.email,
      token: await latestInterviewToken(t, applicant.email),
      invitationId: invitation.id,
    });
  }
  return { scheduleId, slots: detail.slots as ScheduleSlot[], invitees };
}

export async function readSchedule(manager: SignedIn, scheduleId: number) {
  const response = await manager.request({ method: 'GET', url: `/api/v1/schedules/${scheduleId}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The manager's booking for the candidate (or move of it) to the slot. */
export const bookFor = (manager: SignedIn, scheduleId: number, invitationId: number, slotId: number) =>
  manager.request({
    method: 'PUT',
    url: `/api/v1/schedules/${scheduleId}/invitations/${invitationId}/booking`,
    payload: { slotId },
  });

export const readInterview = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/interview/${token}` });

export const bookAsCandidate = (t: TestApp, token: string, id: number, selectedTime: number) =>
  t.app.inject({ method: 'PUT', url: `/api/public/interview/${token}`, payload: { id, selectedTime } });

/** The messages delivered so far to the address with the template, after a flush. */
export async function delivered(t: TestApp, recipient: string, template?: string) {
  await t.app.services.outbox.flush();
  return t.messages.filter(
    (message) => message.recipient === recipient && (template === undefined || message.template === template),
  );
}
