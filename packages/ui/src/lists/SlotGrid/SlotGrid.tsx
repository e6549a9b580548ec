import type { SlotBooking, SlotState } from '@shortlist/domain/format';
import { resolveSlotState } from '@shortlist/domain/format';
import { visuallyHidden } from '../../styles/common.css.ts';
import * as styles from './SlotGrid.css.ts';

export type GridSlot = { startDateTime: number; endDateTime: number };

export type SlotGridProps = {
  /** Name of the grid, e.g. 'Interview slots'. */
  label: string;
  /** Slots with start and end in epoch seconds (spec §3). */
  slots: readonly GridSlot[];
  bookings: readonly SlotBooking[];
  now: Date;
  /** Words for Booked, Passed and Available. */
  stateLabels: Record<SlotState, string>;
  /** Day heading of a slot start, e.g. 'Tue 24 November'; slots with the same heading share a column. */
  formatDay: (epochSeconds: number) => string;
  /** Time range of a slot, e.g. '10:00 - 10:30'. */
  formatTime: (slot: GridSlot) => string;
  /** Makes Available slots buttons; called with the chosen slot. */
  onSelect?: (slot: GridSlot) => void;
  selectedStart?: number | null;
  /** The start of the viewer's own booking, shown apart from others' with `ownLabel` (issue 34). */
  ownStart?: number | null;
  /** The word for the viewer's own booking, e.g. 'Your interview'. */
  ownLabel?: string;
  /** The day headings' level: one below the heading the grid sits under (h2 straight under a page's h1). */
  dayHeading?: 'h2' | 'h3' | 'h4';
};

/** A calendar of time slots by day, each Booked, Passed or Available (spec §4). */
export function SlotGrid({
  label,
  slots,
  bookings,
  now,
  stateLabels,
  formatDay,
  formatTime,
  onSelect,
  selectedStart = null,
  ownStart = null,
  ownLabel,
  dayHeading: DayHeading = 'h3',
}: SlotGridProps) {
  const days = new Map<string, GridSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.startDateTime - b.startDateTime)) {
    const key = formatDay(slot.startDateTime);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <section className={styles.grid} aria-label={label}>
      {[...days.entries()].map(([day, daySlots]) => (
        <div key={day} className={styles.day}>
          <DayHeading className={styles.dayTitle}>{day}</DayHeading>
          <ul className={styles.slots}>
            {daySlots.map((slot) => {
              const state = resolveSlotState(slot, bookings, now);
              const own = ownStart === slot.startDateTime && ownLabel !== undefined;
              const content = (
                <>
                  <span>{formatTime(slot)}</span>
                  <span className={styles.state}>{own ? ownLabel : stateLabels[state]}</span>
                </>
              );
              if (own) {
                return (
                  <li key={slot.startDateTime} data-state={state} data-own="true">
                    <div className={styles.own}>{content}</div>
                  </li>
                );
              }
              return (
                <li key={slot.startDateTime} data-state={state}>
                  {state === 'Available' && onSelect ? (
                    <button
                      type="button"
                      className={styles.slot.Available}
                      aria-pressed={selectedStart === slot.startDateTime}
                      onClick={() => onSelect(slot)}
                    >
                      {/* The day is read out too, as each day repeats the same times. */}
                      <span className={visuallyHidden}>{day} </span>
                      {content}
                    </button>
                  ) : (
                    <div className={styles.slot[state]}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
