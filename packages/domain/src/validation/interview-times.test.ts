import { describe, expect, it } from 'vitest';
import { interviewDurations, listTimeChoices } from './interview-times.ts';

describe('interviewDurations', () => {
  it('offers the spec durations in minutes', () => {
    expect(interviewDurations).toEqual([15, 30, 45, 60, 75, 90, 105, 120, 180, 240, 300, 360, 420, 480, 540]);
  });
});

describe('listTimeChoices', () => {
  it('lists 96 choices every 15 minutes from 00:00 to 23:45', () => {
    const choices = listTimeChoices();
    expect(choices).toHaveLength(96);
    expect(choices.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(choices.at(-1)).toBe('23:45');
    expect(new Set(choices).size).toBe(96);
  });

  it('appends 23:59 when the end of the day is included', () => {
    const choices = listTimeChoices({ includeEndOfDay: true });
    expect(choices).toHaveLength(97);
    expect(choices.slice(-2)).toEqual(['23:45', '23:59']);
  });

  it('leaves out 00:00 when midnight is skipped', () => {
    const choices = listTimeChoices({ skipMidnight: true });
    expect(choices).toHaveLength(95);
    expect(choices[0]).toBe('00:15');
  });

  it('starts at the rotation time and wraps round', () => {
    const choices = listTimeChoices({ rotateFrom: '09:00' });
    expect(choices).toHaveLength(96);
    expect(choices.slice(0, 2)).toEqual(['09:00', '09:15']);
    expect(choices.slice(-2)).toEqual(['08:30', '08:45']);
  });

  it('starts at the next choice when the rotation time falls between choices', () => {
    expect(listTimeChoices({ rotateFrom: '10:07' })[0]).toBe('10:15');
  });

  it('wraps to midnight when the rotation time is after the last choice', () => {
    expect(listTimeChoices({ rotateFrom: '23:50' })[0]).toBe('00:00');
  });

  it('ignores a rotation time that is not HH:mm', () => {
    expect(listTimeChoices({ rotateFrom: '9am' })[0]).toBe('00:00');
    expect(listTimeChoices({ rotateFrom: '24:00' })[0]).toBe('00:00');
  });

  it('combines the options with 23:59 last', () => {
    const choices = listTimeChoices({ rotateFrom: '12:00', skipMidnight: true, includeEndOfDay: true });
    expect(choices).toHaveLength(96);
    expect(choices[0]).toBe('12:00');
    expect(choices).not.toContain('00:00');
    expect(choices.slice(-2)).toEqual(['11:45', '23:59']);
  });
});
