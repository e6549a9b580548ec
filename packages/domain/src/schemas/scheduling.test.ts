import { describe, expect, it } from 'vitest';
import {
  bookingSchema,
  candidateCodeSchema,
  eventCheckInSchema,
  eventRegistrationSchema,
  eventSchema,
  interviewSchema,
  scheduleSlotSchema,
  screeningTypeOptionSchema,
} from './scheduling.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const hour = 3600;
const windowStart = 1_767_258_000;
const slot = {
  parentStartDateTime: windowStart,
  parentEndDateTime: windowStart + 4 * hour,
  startDateTime: windowStart + hour,
  endDateTime: windowStart + 2 * hour,
  numberOfInterviewers: 2,
};

describe('scheduleSlotSchema', () => {
  it('accepts a slot inside its window', () => {
    expect(parseOrFail(scheduleSlotSchema, slot)).toEqual(slot);
  });

  it('accepts a slot that fills its window exactly', () => {
    const full = { ...slot, startDateTime: slot.parentStartDateTime, endDateTime: slot.parentEndDateTime };
    expect(scheduleSlotSchema.safeParse(full).success).toBe(true);
  });

  it.each([
    [
      'a slot ending when it starts',
      { endDateTime: slot.startDateTime },
      'endDateTime',
      'The slot must end after it starts.',
    ],
    [
      'a slot starting a second before its window',
      { startDateTime: windowStart - 1 },
      'startDateTime',
      'The slot must start within its availability window.',
    ],
    [
      'a slot ending a second after its window',
      { endDateTime: slot.parentEndDateTime + 1 },
      'endDateTime',
      'The slot must end within its availability window.',
    ],
    [
      'a window ending when it starts',
      { parentEndDateTime: windowStart, startDateTime: windowStart, endDateTime: windowStart + 1 },
      'parentEndDateTime',
      'The availability window must end after it starts.',
    ],
    ['6 interviewers', { numberOfInterviewers: 6 }, 'numberOfInterviewers', 'Must be at most 5.'],
    ['-1 interviewers', { numberOfInterviewers: -1 }, 'numberOfInterviewers', 'Must be at least 0.'],
    [
      'a start given in milliseconds',
      { startDateTime: (windowStart + hour) * 1000 },
      'startDateTime',
      'Enter a valid date and time.',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    const errors = fieldErrorsOf(scheduleSlotSchema, { ...slot, ...change });
    expect(errors).toContainEqual({ field, message });
  });

  it('reports a window ending when it starts only on the window', () => {
    const change = {
      parentEndDateTime: windowStart,
      startDateTime: windowStart,
      endDateTime: windowStart + 1,
    };
    expect(fieldErrorsOf(scheduleSlotSchema, { ...slot, ...change })).toEqual([
      { field: 'parentEndDateTime', message: 'The availability window must end after it starts.' },
      { field: 'endDateTime', message: 'The slot must end within its availability window.' },
    ]);
  });

  it.each([0, 5])('accepts %s interviewers', (numberOfInterviewers) => {
    expect(scheduleSlotSchema.safeParse({ ...slot, numberOfInterviewers }).success).toBe(true);
  });
});

describe('booking and interview', () => {
  it.each([
    ['bookingSchema', bookingSchema],
    ['interviewSchema', interviewSchema],
  ])('%s needs an id and a selected time', (_name, schema) => {
    expect(schema.safeParse({ id: 4, selectedTime: slot.startDateTime }).success).toBe(true);
    expect(fieldErrorsOf(schema, { id: 4 })).toEqual([
      { field: 'selectedTime', message: 'This field is required.' },
    ]);
  });
});

describe('candidateCodeSchema', () => {
  it('accepts a code stage with its nested stage id', () => {
    expect(
      candidateCodeSchema.safeParse({ codeStage: 'SCHEDULED', stage: { stage: { id: 3 } } }).success,
    ).toBe(true);
  });

  it.each([
    [
      { codeStage: 'DONE', stage: { stage: { id: 3 } } },
      'codeStage',
      'Choose one of: PENDING, INVITED, SCHEDULED, IN_PROGRESS, COMPLETED.',
    ],
    [{ codeStage: 'PENDING', stage: { stage: { id: 12 } } }, 'stage.stage.id', 'Choose a known stage.'],
    [{ codeStage: 'PENDING', stage: {} }, 'stage.stage', 'This field is required.'],
  ])('refuses %j', (input, field, message) => {
    expect(fieldErrorsOf(candidateCodeSchema, input)).toEqual([{ field, message }]);
  });
});

describe('events', () => {
  it('an event has an id and an end date', () => {
    expect(eventSchema.safeParse({ id: 2, eventEndDate: slot.endDateTime }).success).toBe(true);
    expect(fieldErrorsOf(eventSchema, { id: 2, eventEndDate: 'tomorrow' })).toEqual([
      { field: 'eventEndDate', message: 'Enter a valid date and time.' },
    ]);
  });

  it('registration needs an email; names are optional', () => {
    expect(parseOrFail(eventRegistrationSchema, { email: 'Jane@Example.com' })).toEqual({
      email: 'jane@example.com',
    });
    expect(fieldErrorsOf(eventRegistrationSchema, { firstName: 'Jane' })).toEqual([
      { field: 'email', message: 'This field is required.' },
    ]);
  });

  it('QR check-in needs a valid email', () => {
    expect(eventCheckInSchema.safeParse({ email: 'jane@example.com' }).success).toBe(true);
    expect(fieldErrorsOf(eventCheckInSchema, { email: 'jane@' })).toEqual([
      { field: 'email', message: 'Enter a valid email address.' },
    ]);
  });
});

describe('screeningTypeOptionSchema', () => {
  const option = {
    id: 'SCHEDULER',
    label: 'Candidate scheduler',
    value: 'SCHEDULER',
    stages: [3, 5, 6, 7, 9, 10],
    lateral: false,
    includeOnly: [],
    excludeOnlyForInterview: ['SCREENING'],
  };

  it('accepts an option with its allowed stages', () => {
    expect(parseOrFail(screeningTypeOptionSchema, option)).toEqual(option);
  });

  it.each([
    [{ stages: [] }, 'stages', 'Choose at least one item.'],
    [{ stages: [3, 12] }, 'stages.1', 'Choose a known stage.'],
    [{ label: '' }, 'label', 'This field is required.'],
  ])('refuses %j', (change, field, message) => {
    expect(fieldErrorsOf(screeningTypeOptionSchema, { ...option, ...change })).toEqual([{ field, message }]);
  });
});
