import type { GridSlot } from './SlotGrid.tsx';

// A fixed week of slots for stories and tests: 24 Nov 2026, 09:00 UTC onwards.
export const fixtureNow = new Date('2026-11-24T10:15:00Z');
const dayStart = Date.UTC(2026, 10, 24, 9, 0) / 1000;

export const fixtureSlots: GridSlot[] = [0, 1].flatMap((day) =>
  [0, 1, 2, 3].map((index) => {
    const startDateTime = dayStart + day * 86_400 + index * 1800;
    return { startDateTime, endDateTime: startDateTime + 1800 };
  }),
);

// The 10:00 slot on the first day is booked, and one the next day.
export const fixtureBookings = [
  { selectedTime: dayStart + 3600 },
  { selectedTime: dayStart + 86_400 + 1800 },
];

const pad = (value: number) => String(value).padStart(2, '0');

export function formatFixtureDay(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  return `${date.getUTCDate()} November`;
}

export function formatFixtureTime(slot: GridSlot): string {
  const format = (seconds: number) => {
    const date = new Date(seconds * 1000);
    return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  };
  return `${format(slot.startDateTime)} - ${format(slot.endDateTime)}`;
}

export const slotStateLabels = { Booked: 'Booked', Passed: 'Passed', Available: 'Available' } as const;
