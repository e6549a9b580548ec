import type { ScheduleDetailView, ScheduleSlotView } from '@shortlist/domain/schemas';

// A Hartwell schedule as GET /api/v1/schedules/5 answers: two London days, one booking, two invitees.

// Monday 29 March 2027, the day after the clock change: 09:00 London is 08:00 UTC.
const monday = Date.UTC(2027, 2, 29, 8) / 1000;
// Tuesday 30 March 2027 at 09:00 London.
const tuesday = Date.UTC(2027, 2, 30, 8) / 1000;

const slot = (id: number, start: number, fields: Partial<ScheduleSlotView> = {}): ScheduleSlotView => ({
  id,
  startDateTime: start,
  endDateTime: start + 3600,
  parentStartDateTime: start,
  parentEndDateTime: start + 3600,
  numberOfInterviewers: 1,
  interviewerEmails: [],
  state: 'Available',
  candidateId: null,
  invitationId: null,
  ...fields,
});

export const schedule: ScheduleDetailView = {
  id: 5,
  organizationId: 1,
  roleId: 3,
  roleName: 'Training Contract 2028',
  stageId: 6,
  type: 'SCHEDULER',
  name: 'First round',
  durationMinutes: 60,
  location: 'London office',
  deadlineDays: 7,
  createdAt: '2027-03-20T10:00:00.000Z',
  closedAt: null,
  timeZone: 'Europe/London',
  timeZoneLabel: 'UK, Ireland Time',
  interviewerEmails: ['partner@hartwell.test', 'associate@hartwell.test'],
  dailyMaximum: 4,
  slots: [
    slot(21, monday, {
      state: 'Booked',
      candidateId: 101,
      invitationId: 9,
      interviewerEmails: ['partner@hartwell.test'],
    }),
    slot(22, monday + 3600),
    slot(23, tuesday),
  ],
  invitations: [
    {
      id: 9,
      candidateId: 101,
      candidateName: 'Amara Nwosu',
      candidateEmail: 'amara@example.com',
      blind: false,
      deadline: Date.UTC(2027, 3, 2, 22, 59) / 1000,
      bookedSlotId: 21,
      bookedAt: monday - 86_400,
      cancelledAt: null,
    },
    {
      id: 10,
      candidateId: 102,
      candidateName: 'Robin Applicant',
      candidateEmail: 'robin@example.com',
      blind: false,
      deadline: Date.UTC(2027, 3, 2, 22, 59) / 1000,
      bookedSlotId: null,
      bookedAt: null,
      cancelledAt: null,
    },
  ],
};

/** The schedule after Amara's booking moved from slot 21 to slot 23. */
export const moved: ScheduleDetailView = {
  ...schedule,
  slots: schedule.slots.map((each) =>
    each.id === 21
      ? { ...each, state: 'Available', candidateId: null, invitationId: null }
      : each.id === 23
        ? { ...each, state: 'Booked', candidateId: 101, invitationId: 9 }
        : each,
  ),
  invitations: schedule.invitations.map((each) => (each.id === 9 ? { ...each, bookedSlotId: 23 } : each)),
};
