/** A slot to staff: its own id and times; `size` overrides the panel size for this slot. */
export interface PanelSlot<Id = number> {
  id: Id;
  start: Date;
  end: Date;
  size?: number;
}

/** Whether the interviewer may sit from start to end (their diary outside this assignment). */
export type IsFree = (email: string, start: Date, end: Date) => boolean;

export interface PanelAssignmentInput<Id = number> {
  slots: readonly PanelSlot<Id>[];
  /** The pool, in order of preference: ties in load go to the earlier one. */
  interviewers: readonly string[];
  /** Interviewers per slot, unless a slot says otherwise. */
  size: number;
  /** Most interviews one interviewer sits per calendar day in `zone`. */
  dailyMaximum: number;
  /** The IANA zone whose calendar days count for the daily maximum. */
  zone: string;
  isFree: IsFree;
  /** Interviews the pool already sits elsewhere (other schedules): they count towards the daily maximum. */
  alreadySitting?: readonly { email: string; start: Date }[];
}

export interface PanelAssignment<Id = number> {
  /** Each slot's panel, in the order of `slots`. */
  panels: { slotId: Id; interviewerEmails: string[] }[];
  /** Slots whose panel has fewer than its size, with how many are missing. */
  unfilled: { slotId: Id; missing: number }[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant on the zone's clock. */
export function zonedDay(instant: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(instant);
}

export const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start < b.end && b.start < a.end;

/**
 * Staffs every slot from the pool: earliest slot first, each seat to the least-loaded interviewer who is free,
 * not already sitting an overlapping slot, and under the daily maximum on that day (ties by pool order), so
 * loads stay within one of each other wherever availability allows. The same input gives the same panels.
 */
export function assignPanels<Id>(input: PanelAssignmentInput<Id>): PanelAssignment<Id> {
  const pool = [...new Set(input.interviewers)];
  const load = new Map(pool.map((email) => [email, 0]));
  const perDay = new Map<string, number>();
  for (const sat of input.alreadySitting ?? []) {
    const key = `${sat.email} ${zonedDay(sat.start, input.zone)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const sitting = new Map<string, { start: Date; end: Date }[]>(pool.map((email) => [email, []]));
  const order = input.slots
    .map((slot, index) => ({ slot, index }))
    .sort(
      (a, b) =>
        a.slot.start.getTime() - b.slot.start.getTime() ||
        a.slot.end.getTime() - b.slot.end.getTime() ||
        a.index - b.index,
    );
  const chosen = new Map<number, string[]>();
  for (const { slot, index } of order) {
    const size = Math.max(0, slot.size ?? input.size);
    const day = zonedDay(slot.start, input.zone);
    const eligible = pool
      .map((email, rank) => ({ email, rank }))
      .filter(
        ({ email }) =>
          (perDay.get(`${email} ${day}`) ?? 0) < input.dailyMaximum &&
          !(sitting.get(email) ?? []).some((other) => overlaps(other, slot)) &&
          input.isFree(email, slot.start, slot.end),
      )
      .sort((a, b) => (load.get(a.email) ?? 0) - (load.get(b.email) ?? 0) || a.rank - b.rank)
      .slice(0, size)
      .sort((a, b) => a.rank - b.rank)
      .map(({ email }) => email);
    for (const email of eligible) {
      load.set(email, (load.get(email) ?? 0) + 1);
      perDay.set(`${email} ${day}`, (perDay.get(`${email} ${day}`) ?? 0) + 1);
      sitting.get(email)?.push(slot);
    }
    chosen.set(index, eligible);
  }
  const panels = input.slots.map((slot, index) => ({
    slotId: slot.id,
    interviewerEmails: chosen.get(index) ?? [],
  }));
  const unfilled = input.slots.flatMap((slot, index) => {
    const missing = Math.max(0, slot.size ?? input.size) - (chosen.get(index)?.length ?? 0);
    return missing > 0 ? [{ slotId: slot.id, missing }] : [];
  });
  return { panels, unfilled };
}
