import { describe, expect, it } from 'vitest';
import { busyCalendarEvents } from './busy-events.ts';

describe('busyCalendarEvents', () => {
  it('makes each busy interval a blocked background event named with who is busy', () => {
    const busy = new Map([
      [
        'a.partner@hartwell.test',
        [
          { start: 1_000, end: 2_000 },
          { start: 5_000, end: 6_000 },
        ],
      ],
      ['b@outside.test', [{ start: 1_500, end: 2_500 }]],
    ]);
    const events = busyCalendarEvents(busy, (email) => `Busy: ${email}`);
    expect(
      events.map(({ start, end, title, display, editable }) => ({ start, end, title, display, editable })),
    ).toEqual([
      {
        start: 1_000_000,
        end: 2_000_000,
        title: 'Busy: a.partner@hartwell.test',
        display: 'background',
        editable: false,
      },
      {
        start: 5_000_000,
        end: 6_000_000,
        title: 'Busy: a.partner@hartwell.test',
        display: 'background',
        editable: false,
      },
      {
        start: 1_500_000,
        end: 2_500_000,
        title: 'Busy: b@outside.test',
        display: 'background',
        editable: false,
      },
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });
});
