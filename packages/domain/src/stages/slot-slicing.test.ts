import { describe, expect, it } from 'vitest';
import { sliceAvailabilityWindow, sliceSchedule } from './slot-slicing.ts';

const nine = 1_767_258_000;
const hour = 3600;
const window = { parentStartDateTime: nine, parentEndDateTime: nine + 3 * hour, numberOfInterviewers: 2 };

describe('sliceAvailabilityWindow', () => {
  it('cuts a three-hour window into four 45-minute slots that keep the window and interviewers', () => {
    const slots = sliceAvailabilityWindow(window, 45);
    expect(slots.map((slot) => slot.startDateTime - nine)).toEqual([0, 2700, 5400, 8100]);
    expect(slots.at(-1)?.endDateTime).toBe(window.parentEndDateTime);
    expect(slots.every((slot) => slot.numberOfInterviewers === 2)).toBe(true);
    expect(slots.every((slot) => slot.parentStartDateTime === nine)).toBe(true);
  });

  it('leaves out the time at the end that is shorter than one interview', () => {
    const slots = sliceAvailabilityWindow(window, 120);
    expect(slots).toHaveLength(1);
    expect(slots[0]?.endDateTime).toBe(nine + 2 * hour);
  });

  it('gives no slots for a window shorter than one interview', () => {
    expect(sliceAvailabilityWindow({ ...window, parentEndDateTime: nine + 10 * 60 }, 15)).toEqual([]);
  });

  it('gives no slots for a window that ends before it starts', () => {
    expect(sliceAvailabilityWindow({ ...window, parentEndDateTime: nine - hour }, 15)).toEqual([]);
  });

  it.each([0, -15, 2.5])('gives no slots for a duration of %s minutes', (duration) => {
    expect(sliceAvailabilityWindow(window, duration)).toEqual([]);
  });
});

describe('sliceSchedule', () => {
  it('leaves the gap between one interview and the next', () => {
    const slots = sliceSchedule({ windows: [window], durationMinutes: 45, gapMinutes: 15 });
    expect(slots.map((slot) => slot.startDateTime - nine)).toEqual([0, 3600, 7200]);
  });

  it('takes out the slots removed at review and keeps the others where they were', () => {
    const slots = sliceSchedule({ windows: [window], durationMinutes: 45, excludedSlots: [nine + 2700] });
    expect(slots.map((slot) => slot.startDateTime - nine)).toEqual([0, 5400, 8100]);
  });

  it('offers one slot per start when windows overlap, in start order', () => {
    const later = { ...window, parentStartDateTime: nine + hour, parentEndDateTime: nine + 4 * hour };
    const slots = sliceSchedule({ windows: [later, window], durationMinutes: 60 });
    expect(slots.map((slot) => (slot.startDateTime - nine) / hour)).toEqual([0, 1, 2, 3]);
  });
});
