import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsFree, PanelSlot } from './panel-assignment.ts';
import { assignPanels, overlaps, zonedDay } from './panel-assignment.ts';

const zone = 'Europe/London';
const hour = 3_600_000;
const alwaysFree: IsFree = () => true;
const pool = ['ann@firm.test', 'ben@firm.test', 'cat@firm.test', 'dan@firm.test'];

/** Hourly slots from 09:00 UTC on 9 December 2026 (09:00 in London), one after another. */
const hourly = (count: number, from = Date.UTC(2026, 11, 9, 9)): PanelSlot[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    start: new Date(from + index * hour),
    end: new Date(from + (index + 1) * hour),
  }));

const loads = (panels: { interviewerEmails: string[] }[], emails: readonly string[]) =>
  emails.map((email) => panels.filter((panel) => panel.interviewerEmails.includes(email)).length);

describe('assignPanels', () => {
  it('staffs 8 slots with panels of 2 from 4 interviewers, 4 interviews each', () => {
    const { panels, unfilled } = assignPanels({
      slots: hourly(8),
      interviewers: pool,
      size: 2,
      dailyMaximum: 8,
      zone,
      isFree: alwaysFree,
    });
    expect(unfilled).toEqual([]);
    expect(panels[0]).toEqual({ slotId: 1, interviewerEmails: ['ann@firm.test', 'ben@firm.test'] });
    expect(panels[1]).toEqual({ slotId: 2, interviewerEmails: ['cat@firm.test', 'dan@firm.test'] });
    expect(loads(panels, pool)).toEqual([4, 4, 4, 4]);
  });

  it('never seats someone who is not free, and reports the seats it could not fill', () => {
    const busy: IsFree = (email, start) =>
      !(email === 'ann@firm.test' || (email === 'ben@firm.test' && start.getUTCHours() === 10));
    const { panels, unfilled } = assignPanels({
      slots: hourly(2),
      interviewers: pool.slice(0, 2),
      size: 2,
      dailyMaximum: 5,
      zone,
      isFree: busy,
    });
    expect(panels).toEqual([
      { slotId: 1, interviewerEmails: ['ben@firm.test'] },
      { slotId: 2, interviewerEmails: [] },
    ]);
    expect(unfilled).toEqual([
      { slotId: 1, missing: 1 },
      { slotId: 2, missing: 2 },
    ]);
  });

  it('counts the daily maximum on the London clock: 23:30 UTC in summer is the next day', () => {
    // 22:30 and 23:30 UTC on 1 July 2027 are 23:30 on 1 July and 00:30 on 2 July in London.
    const slots = hourly(2, Date.UTC(2027, 6, 1, 22, 30));
    expect(zonedDay(slots[1]?.start ?? new Date(), zone)).toBe('2027-07-02');
    const { panels } = assignPanels({
      slots,
      interviewers: ['ann@firm.test'],
      size: 1,
      dailyMaximum: 1,
      zone,
      isFree: alwaysFree,
    });
    expect(loads(panels, ['ann@firm.test'])).toEqual([2]);
    const inUtc = assignPanels({
      slots,
      interviewers: ['ann@firm.test'],
      size: 1,
      dailyMaximum: 1,
      zone: 'UTC',
      isFree: alwaysFree,
    });
    expect(loads(inUtc.panels, ['ann@firm.test'])).toEqual([1]);
  });

  it('counts interviews already sat elsewhere that day towards the daily maximum', () => {
    const { panels, unfilled } = assignPanels({
      slots: hourly(2),
      interviewers: ['ann@firm.test'],
      size: 1,
      dailyMaximum: 2,
      zone,
      isFree: alwaysFree,
      alreadySitting: [{ email: 'ann@firm.test', start: new Date(Date.UTC(2026, 11, 9, 16)) }],
    });
    expect(loads(panels, ['ann@firm.test'])).toEqual([1]);
    expect(unfilled).toEqual([{ slotId: 2, missing: 1 }]);
  });

  it('puts nobody on two parallel slots', () => {
    const [first] = hourly(1);
    if (!first) throw new Error('no slot');
    const { panels, unfilled } = assignPanels({
      slots: [first, { ...first, id: 2 }],
      interviewers: pool.slice(0, 3),
      size: 2,
      dailyMaximum: 5,
      zone,
      isFree: alwaysFree,
    });
    expect(panels.flatMap((panel) => panel.interviewerEmails).sort()).toEqual(pool.slice(0, 3));
    expect(unfilled).toEqual([{ slotId: 2, missing: 1 }]);
  });
});

const slotsArbitrary = fc
  .array(
    fc.record({
      startQuarter: fc.integer({ min: 0, max: 4 * 24 * 3 }),
      quarters: fc.integer({ min: 1, max: 8 }),
    }),
    {
      minLength: 1,
      maxLength: 14,
    },
  )
  .map((specs) =>
    specs.map((spec, index) => {
      const start = Date.UTC(2026, 9, 24) + spec.startQuarter * 15 * 60_000;
      return { id: index, start: new Date(start), end: new Date(start + spec.quarters * 15 * 60_000) };
    }),
  );
const emailsArbitrary = fc.uniqueArray(fc.constantFrom(...pool, 'eve@out.test', 'fay@out.test'), {
  minLength: 1,
  maxLength: 6,
});
/** A random diary: each interviewer busy over some quarter-hour blocks. */
const busyArbitrary = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 4 * 24 * 3 })),
  {
    maxLength: 30,
  },
);

const inputArbitrary = fc.record({
  slots: slotsArbitrary,
  interviewers: emailsArbitrary,
  size: fc.integer({ min: 0, max: 3 }),
  dailyMaximum: fc.integer({ min: 1, max: 4 }),
  busy: busyArbitrary,
});

function diary(interviewers: readonly string[], busy: readonly [number, number][]): IsFree {
  const blocks = busy.map(([who, quarter]) => {
    const start = Date.UTC(2026, 9, 24) + quarter * 15 * 60_000;
    return {
      email: interviewers[who % interviewers.length],
      start: new Date(start),
      end: new Date(start + 15 * 60_000),
    };
  });
  return (email, start, end) =>
    !blocks.some((block) => block.email === email && overlaps(block, { start, end }));
}

describe('assignPanels properties', () => {
  it('never double-books, never exceeds the daily maximum, never seats someone busy', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ busy, ...rest }) => {
        const isFree = diary(rest.interviewers, busy);
        const { panels, unfilled } = assignPanels({ ...rest, zone, isFree });
        const slotOf = new Map(rest.slots.map((slot) => [slot.id, slot]));
        for (const email of rest.interviewers) {
          const sat = panels
            .filter((panel) => panel.interviewerEmails.includes(email))
            .map((panel) => slotOf.get(panel.slotId));
          const perDay = new Map<string, number>();
          for (const [index, slot] of sat.entries()) {
            if (!slot) throw new Error('unknown slot');
            expect(isFree(email, slot.start, slot.end)).toBe(true);
            for (const other of sat.slice(index + 1)) if (other) expect(overlaps(slot, other)).toBe(false);
            const day = zonedDay(slot.start, zone);
            perDay.set(day, (perDay.get(day) ?? 0) + 1);
          }
          for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(rest.dailyMaximum);
        }
        for (const panel of panels) {
          expect(panel.interviewerEmails.length).toBeLessThanOrEqual(rest.size);
          expect(new Set(panel.interviewerEmails).size).toBe(panel.interviewerEmails.length);
          const missing = unfilled.find((each) => each.slotId === panel.slotId)?.missing ?? 0;
          expect(panel.interviewerEmails.length + missing).toBe(rest.size);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same panels for the same input', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ busy, ...rest }) => {
        const run = () => assignPanels({ ...rest, zone, isFree: diary(rest.interviewers, busy) });
        expect(run()).toEqual(run());
      }),
      { numRuns: 100 },
    );
  });

  it('keeps loads within one of each other when everyone is free and slots do not overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        emailsArbitrary,
        fc.integer({ min: 1, max: 3 }),
        (count, interviewers, size) => {
          const { panels } = assignPanels({
            slots: hourly(count),
            interviewers,
            size,
            dailyMaximum: count,
            zone,
            isFree: alwaysFree,
          });
          const each = loads(panels, interviewers);
          expect(Math.max(...each) - Math.min(...each)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
