import { describe, expect, it } from 'vitest';
import type { IsFree } from './panel-assignment.ts';
import { movePanel } from './panel-move.ts';

const hour = 3_600_000;
const nine = { start: new Date(Date.UTC(2026, 11, 9, 9)), end: new Date(Date.UTC(2026, 11, 9, 10)) };
const eleven = {
  start: new Date(Date.UTC(2026, 11, 9, 11)),
  end: new Date(Date.UTC(2026, 11, 9, 11) + hour),
};
const pool = ['ann@firm.test', 'ben@firm.test', 'cat@firm.test', 'dan@firm.test', 'eve@out.test'];
const free: IsFree = () => true;

describe('movePanel', () => {
  it("moves the whole panel when everyone is free, and the new slot's own panel takes the old slot", () => {
    expect(
      movePanel({
        from: { ...nine, panel: ['ann@firm.test', 'ben@firm.test'] },
        to: { ...eleven, panel: ['cat@firm.test', 'dan@firm.test'] },
        size: 2,
        pool,
        isFree: free,
      }),
    ).toEqual({
      toPanel: ['ann@firm.test', 'ben@firm.test'],
      fromPanel: ['cat@firm.test', 'dan@firm.test'],
      kept: ['ann@firm.test', 'ben@firm.test'],
      joined: [],
      left: [],
    });
  });

  it("replaces a member busy at the new time with the new slot's own panel, then the pool", () => {
    const benBusyAtEleven: IsFree = (email, start) =>
      !(email === 'ben@firm.test' && start.getTime() === eleven.start.getTime());
    const moved = movePanel({
      from: { ...nine, panel: ['ann@firm.test', 'ben@firm.test'] },
      to: { ...eleven, panel: ['cat@firm.test', 'dan@firm.test'] },
      size: 2,
      pool,
      isFree: benBusyAtEleven,
    });
    expect(moved).toEqual({
      toPanel: ['ann@firm.test', 'cat@firm.test'],
      fromPanel: ['dan@firm.test', 'ben@firm.test'],
      kept: ['ann@firm.test'],
      joined: ['cat@firm.test'],
      left: ['ben@firm.test'],
    });
    const onlyEveFree: IsFree = (email, start) =>
      start.getTime() !== eleven.start.getTime() || email === 'ann@firm.test' || email === 'eve@out.test';
    expect(
      movePanel({
        from: { ...nine, panel: ['ann@firm.test', 'ben@firm.test'] },
        to: { ...eleven, panel: ['cat@firm.test'] },
        size: 2,
        pool,
        isFree: onlyEveFree,
      }),
    ).toMatchObject({
      toPanel: ['ann@firm.test', 'eve@out.test'],
      joined: ['eve@out.test'],
      left: ['ben@firm.test'],
    });
  });

  it('leaves a seat empty when nobody is free, and never names anyone twice', () => {
    const nobodyAtEleven: IsFree = (_email, start) => start.getTime() !== eleven.start.getTime();
    expect(
      movePanel({
        from: { ...nine, panel: ['ann@firm.test'] },
        to: { ...eleven, panel: [] },
        size: 1,
        pool,
        isFree: nobodyAtEleven,
      }),
    ).toEqual({ toPanel: [], fromPanel: ['ann@firm.test'], kept: [], joined: [], left: ['ann@firm.test'] });
  });
});
