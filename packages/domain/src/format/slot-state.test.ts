import { describe, expect, it } from 'vitest';
import { resolveSlotState } from './slot-state.ts';

const now = new Date('2024-03-10T09:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

describe('resolveSlotState', () => {
  it.each([
    ['a slot starting an hour from now', nowSeconds + 3600, 'Available'],
    ['a slot starting exactly now', nowSeconds, 'Available'],
    ['a slot that started a second ago', nowSeconds - 1, 'Passed'],
  ] as const)('shows %s without bookings as %s', (_name, startDateTime, expected) => {
    expect(resolveSlotState({ startDateTime }, [], now)).toBe(expected);
  });

  it('shows a future slot with a booking at its start as Booked', () => {
    const start = nowSeconds + 3600;
    expect(resolveSlotState({ startDateTime: start }, [{ selectedTime: start }], now)).toBe('Booked');
  });

  it('shows a past booked slot as Booked, not Passed', () => {
    const start = nowSeconds - 3600;
    expect(resolveSlotState({ startDateTime: start }, [{ selectedTime: start }], now)).toBe('Booked');
  });

  it('ignores bookings at other times and bookings without a time', () => {
    const start = nowSeconds + 3600;
    const bookings = [{ selectedTime: start + 900 }, { selectedTime: null }, {}];
    expect(resolveSlotState({ startDateTime: start }, bookings, now)).toBe('Available');
  });

  it('finds a matching booking anywhere in the list', () => {
    const start = nowSeconds + 3600;
    const bookings = [{ selectedTime: start - 900 }, { selectedTime: start }];
    expect(resolveSlotState({ startDateTime: start }, bookings, now)).toBe('Booked');
  });
});
