import type { IsFree } from './panel-assignment.ts';

interface StaffedTime {
  start: Date;
  end: Date;
  /** Who sits on it now. */
  panel: readonly string[];
}

export interface PanelMoveInput {
  /** The slot the booking leaves (its panel is the interview's). */
  from: StaffedTime;
  /** The slot the booking takes (its own panel was assigned while it was free). */
  to: StaffedTime;
  /** Seats on a panel: neither slot is left with fewer than this where people are free. */
  size: number;
  /** The schedule's pool, most preferred first (the caller puts the least loaded first). */
  pool: readonly string[];
  /** Free apart from these two slots: the caller leaves both out of the diary it asks. */
  isFree: IsFree;
}

export interface PanelMove {
  /** The new slot's panel: the interview's. */
  toPanel: string[];
  /** The old slot's panel, now that it is free again. */
  fromPanel: string[];
  /** Interview panel members who follow the booking. */
  kept: string[];
  /** Those new to the interview (from the new slot's own panel or the pool). */
  joined: string[];
  /** Those no longer on the interview (not free at the new time). */
  left: string[];
}

/**
 * A booking moves from one slot to another and its panel with it: members free at the new time follow; the
 * seats of those who are not go to the new slot's own panel, then to the pool, whoever is free. The new slot's
 * own panel members not needed take the old slot, if free then, so both slots stay staffed.
 */
export function movePanel(input: PanelMoveInput): PanelMove {
  const { from, to, isFree } = input;
  const freeAt = (time: StaffedTime) => (email: string) => isFree(email, time.start, time.end);
  const seatsTo = Math.max(input.size, from.panel.length);
  const kept = from.panel.filter(freeAt(to)).slice(0, seatsTo);
  const toPanel = [...kept];
  for (const email of [...to.panel, ...input.pool]) {
    if (toPanel.length >= seatsTo) break;
    if (!toPanel.includes(email) && freeAt(to)(email)) toPanel.push(email);
  }
  const seatsFrom = Math.max(input.size, to.panel.length);
  const fromPanel: string[] = [];
  for (const email of [...to.panel, ...from.panel]) {
    if (fromPanel.length >= seatsFrom) break;
    if (!toPanel.includes(email) && !fromPanel.includes(email) && freeAt(from)(email)) fromPanel.push(email);
  }
  return {
    toPanel,
    fromPanel,
    kept,
    joined: toPanel.filter((email) => !from.panel.includes(email)),
    left: from.panel.filter((email) => !toPanel.includes(email)),
  };
}
