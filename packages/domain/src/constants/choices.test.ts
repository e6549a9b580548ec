import { describe, expect, it } from 'vitest';
import {
  dayCountChoices,
  dayCountChoicesFromZero,
  interviewerCountChoices,
  invitationDeadlineDays,
  workDaysPerWeekChoices,
} from './choices.ts';

describe('option lists', () => {
  it('offers the invitation deadlines of the spec in ascending order', () => {
    expect(invitationDeadlineDays).toEqual([1, 3, 5, 7, 10, 14, 21, 28, 200]);
  });

  it.each([
    ['day counts from one', dayCountChoices, 1, 5],
    ['day counts from zero', dayCountChoicesFromZero, 0, 5],
    ['interviewer counts', interviewerCountChoices, 0, 5],
    ['work days per week', workDaysPerWeekChoices, 1, 7],
  ])('offers %s as every whole number from %i to %i', (_name, list, first, last) => {
    const expected = Array.from({ length: last - first + 1 }, (_, index) => first + index);
    expect(list).toEqual(expected);
  });
});
