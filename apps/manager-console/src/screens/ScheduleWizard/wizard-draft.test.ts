import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { describe, expect, it } from 'vitest';
import {
  busyDuring,
  draftSlots,
  initialDraft,
  invitedIds,
  keptSlots,
  proposedPanels,
  stepProblems,
  toScheduleCreate,
} from './wizard-draft.ts';

const nine = 1_796_029_200; // a Monday, 09:00 London (winter: UTC)
const hour = 3600;
const ready = {
  ...initialDraft({ roleId: 4, stageId: 6, candidateIds: [11, 12] }),
  name: '1st round',
  durationMinutes: 45 as const,
  gapMinutes: 15,
  windows: [{ start: nine, end: nine + 3 * hour }],
};

describe('the wizard draft', () => {
  it('stops each step at what it lacks', () => {
    const blank = initialDraft({ roleId: null, stageId: null, candidateIds: null });
    expect(stepProblems('structure', blank)).toEqual(['role', 'stage', 'candidates']);
    expect(stepProblems('slot', blank)).toEqual(['name']);
    expect(stepProblems('calendar', blank)).toEqual(['windows']);
    expect(stepProblems('structure', ready)).toEqual([]);
    expect(
      stepProblems('slotlist', {
        ...ready,
        excludedSlots: draftSlots(ready).map((slot) => slot.startDateTime),
      }),
    ).toEqual(['slots']);
  });

  it('invites the list selection, or those ticked at the stage', () => {
    expect(invitedIds(ready)).toEqual([11, 12]);
    expect(invitedIds({ ...ready, useSelection: false, candidateIds: [13] })).toEqual([13]);
  });

  it('cuts the windows with the gap and keeps the slots not taken out', () => {
    expect(draftSlots(ready).map((slot) => (slot.startDateTime - nine) / hour)).toEqual([0, 1, 2]);
    const kept = keptSlots({ ...ready, excludedSlots: [nine + hour] });
    expect(kept.map((slot) => (slot.startDateTime - nine) / hour)).toEqual([0, 2]);
  });

  it('sends the API what the steps chose', () => {
    expect(toScheduleCreate({ ...ready, location: '  ', excludedSlots: [nine + hour] })).toEqual({
      roleId: 4,
      stageId: 6,
      type: 'SCHEDULER',
      name: '1st round',
      durationMinutes: 45,
      gapMinutes: 15,
      location: null,
      deadlineDays: 7,
      windows: [{ parentStartDateTime: nine, parentEndDateTime: nine + 3 * hour, numberOfInterviewers: 1 }],
      excludedSlots: [nine + hour],
    });
  });

  it('sends the panel and shows each kept slot the panel the server will give it', () => {
    const panel = ['ann@hartwell.test', 'ben@hartwell.test', 'assessor@outside.test'];
    const staffed = { ...ready, interviewers: 2, panel, dailyMaximum: 2 };
    expect(toScheduleCreate(staffed).panel).toEqual({ interviewerEmails: panel, dailyMaximum: 2 });
    expect(toScheduleCreate(ready).panel).toBeUndefined();
    const panels = proposedPanels(staffed, 'Europe/London');
    const [first, second, third] = keptSlots(staffed).map((slot) => panels.get(slot.startDateTime));
    expect(first).toEqual(['ann@hartwell.test', 'ben@hartwell.test']);
    expect(second).toEqual(['ann@hartwell.test', 'assessor@outside.test']);
    // Ann has sat her two for the day (the daily maximum): Ben and the assessor take the third.
    expect(third).toEqual(['ben@hartwell.test', 'assessor@outside.test']);
  });

  it('cuts only the slots inside the meeting hours, on the organisation’s clock, as the server does', () => {
    const noon = (): MeetingHours => ({
      monday: [{ start: '09:30', end: '12:00' }],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    });
    const hours = { hours: noon(), zone: 'Europe/London' };
    // 09:00 starts before 09:30; 10:00-10:45 fits; 11:00-11:45 fits; a Tuesday window holds none.
    expect(draftSlots(ready, hours).map((slot) => (slot.startDateTime - nine) / hour)).toEqual([1, 2]);
    const tuesday = { ...ready, windows: [{ start: nine + 24 * hour, end: nine + 27 * hour }] };
    expect(draftSlots(tuesday, hours)).toEqual([]);
    expect(stepProblems('calendar', tuesday, hours)).toEqual(['windows']);
    // In summer 09:30 London is 08:30 UTC: a window from 08:30 UTC on a Monday in June starts on time.
    const juneMonday = Date.UTC(2027, 5, 7, 8, 30) / 1000;
    const summer = { ...ready, gapMinutes: 0, windows: [{ start: juneMonday, end: juneMonday + 45 * 60 }] };
    expect(draftSlots(summer, hours).map((slot) => slot.startDateTime)).toEqual([juneMonday]);
    expect(draftSlots(summer, { ...hours, zone: 'UTC' })).toEqual([]);
    expect(keptSlots({ ...ready, excludedSlots: [nine + hour] }, hours).length).toBe(1);
  });

  it('leaves a member busy in their calendar off a slot’s panel, and says who is busy', () => {
    const panel = ['ann@hartwell.test', 'ben@hartwell.test', 'assessor@outside.test'];
    const staffed = { ...ready, interviewers: 2, panel, dailyMaximum: 4 };
    // Ann is busy through the first slot; Ann and Ben both at the second.
    const busy = new Map([
      ['ann@hartwell.test', [{ start: nine, end: nine + 2 * hour }]],
      ['ben@hartwell.test', [{ start: nine + hour + 600, end: nine + hour + 1200 }]],
    ]);
    const panels = proposedPanels(staffed, 'Europe/London', { busy });
    const [first, second, third] = keptSlots(staffed).map((slot) => panels.get(slot.startDateTime));
    expect(first).toEqual(['ben@hartwell.test', 'assessor@outside.test']);
    expect(second).toEqual(['assessor@outside.test']);
    expect(third).toEqual(['ann@hartwell.test', 'ben@hartwell.test']);
    expect(busyDuring(staffed, busy, nine + hour, nine + hour + 45 * 60)).toEqual([
      'ann@hartwell.test',
      'ben@hartwell.test',
    ]);
    // A busy time that ends as the slot starts is no clash.
    expect(busyDuring(staffed, busy, nine + 2 * hour, nine + 2 * hour + 45 * 60)).toEqual([]);
  });
});
