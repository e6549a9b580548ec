import { describe, expect, it } from 'vitest';
import { eventAttendanceSchema, eventCreateSchema, eventUpdateSchema } from './event-editing.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const start = 1_800_000_000;
const event = {
  name: 'Open evening',
  eventType: 'webinar',
  eventStartDate: start,
  eventEndDate: start + 7200,
};

describe('eventCreateSchema', () => {
  it('accepts an event and leaves it visible', () => {
    expect(parseOrFail(eventCreateSchema, event)).toEqual({ ...event, archived: false, questions: [] });
  });

  it.each([
    ['an end before the start', { eventEndDate: start - 1 }, 'eventEndDate'],
    ['an unknown event type', { eventType: 'party' }, 'eventType'],
    ['a coaching type misspelt', { eventType: 'Webinar' }, 'eventType'],
    ['a capacity of nought', { capacity: 0 }, 'capacity'],
    ['a start in milliseconds', { eventStartDate: start * 1000 }, 'eventStartDate'],
    [
      'two questions with one id',
      {
        questions: [
          { id: 'diet', label: 'Diet' },
          { id: 'diet', label: 'Food' },
        ],
      },
      'questions',
    ],
    ['a question without a label', { questions: [{ id: 'diet', label: ' ' }] }, 'questions.0.label'],
  ])('refuses %s', (_case, change, field) => {
    expect(fieldErrorsOf(eventCreateSchema, { ...event, ...change }).map((error) => error.field)).toContain(
      field,
    );
  });
});

describe('eventUpdateSchema', () => {
  it('accepts archiving alone and refuses an empty update', () => {
    expect(parseOrFail(eventUpdateSchema, { archived: true })).toEqual({ archived: true });
    expect(fieldErrorsOf(eventUpdateSchema, {})).toHaveLength(1);
  });
});

describe('eventAttendanceSchema', () => {
  it('accepts ATTENDED and NOSHOW only', () => {
    expect(parseOrFail(eventAttendanceSchema, { registrationId: 4, attendance: 'NOSHOW' })).toEqual({
      registrationId: 4,
      attendance: 'NOSHOW',
    });
    expect(fieldErrorsOf(eventAttendanceSchema, { registrationId: 4, attendance: 'LATE' })[0]?.field).toBe(
      'attendance',
    );
  });
});
