import { describe, expect, it } from 'vitest';
import {
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
});
