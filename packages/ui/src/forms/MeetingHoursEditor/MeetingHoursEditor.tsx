import type { MeetingHours, MeetingInterval, Weekday } from '@shortlist/domain/meeting-hours';
import { maxIntervalsPerDay, weekdays } from '@shortlist/domain/meeting-hours';
import { useId } from 'react';
import * as styles from './MeetingHoursEditor.css.ts';

/** The editor's words, from the app's translations. */
export interface MeetingHoursEditorLabels {
  days: Record<Weekday, string>;
  start: string;
  end: string;
  /** Shown for a day without intervals. */
  noHours: string;
  /** The time fields' format hint, such as 'HH:MM'. */
  timeHint: string;
  /** 'Add hours on Monday'. */
  add: (day: string) => string;
  /** 'Remove Monday 09:30 to 17:30'. */
  remove: (day: string, start: string, end: string) => string;
  /** The new interval added to a day. */
  newInterval: MeetingInterval;
}

export type MeetingHoursEditorProps = {
  /** The group's accessible name ('Your organisation's meeting hours'). */
  label: string;
  value: MeetingHours;
  onChange: (value: MeetingHours) => void;
  labels: MeetingHoursEditorLabels;
  /** Messages by the value's path ('monday.0.start'), as the API's field errors give them. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
};

/**
 * Meeting hours per weekday: each day's wall-clock intervals, typed as HH:MM, added and removed.
 * Decision: times are text fields ('09:30', '24:00' for midnight), which a keyboard and a screen reader use
 * alike; the domain's schema checks them, and its messages show under the field they name.
 */
export function MeetingHoursEditor({
  label,
  value,
  onChange,
  labels,
  errors = {},
  disabled,
}: MeetingHoursEditorProps) {
  const id = useId();
  const setDay = (day: Weekday, intervals: MeetingInterval[]) => onChange({ ...value, [day]: intervals });

  return (
    <fieldset className={styles.days} aria-label={label}>
      {weekdays.map((day) => {
        const intervals = value[day];
        const dayName = labels.days[day];
        return (
          <fieldset key={day} className={styles.day}>
            <legend className={styles.dayName}>{dayName}</legend>
            {intervals.length === 0 ? <p className={styles.muted}>{labels.noHours}</p> : null}
            <ul className={styles.intervals}>
              {intervals.map((interval, index) => {
                const change = (edge: 'start' | 'end', time: string) =>
                  setDay(
                    day,
                    intervals.map((each, at) => (at === index ? { ...each, [edge]: time } : each)),
                  );
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: intervals have no identity but their place
                  <li key={index} className={styles.interval}>
                    {(['start', 'end'] as const).map((edge) => {
                      const fieldId = `${id}-${day}-${index}-${edge}`;
                      const error = errors[`${day}.${index}.${edge}`];
                      return (
                        <div key={edge} className={styles.time}>
                          <label htmlFor={fieldId}>{labels[edge]}</label>
                          <input
                            id={fieldId}
                            className={styles.input}
                            value={interval[edge]}
                            inputMode="numeric"
                            placeholder={labels.timeHint}
                            maxLength={5}
                            disabled={disabled}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${fieldId}-error` : undefined}
                            onChange={(event) => change(edge, event.target.value)}
                          />
                          {error ? (
                            <p id={`${fieldId}-error`} className={styles.error}>
                              {error}
                            </p>
                          ) : null}
                        </div>
                      );
                    })}
                    <button
                      type="button"
                      className={styles.button}
                      disabled={disabled}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, at) => at !== index),
                        )
                      }
                    >
                      {labels.remove(dayName, interval.start, interval.end)}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={styles.button}
              disabled={disabled || intervals.length >= maxIntervalsPerDay}
              onClick={() => setDay(day, [...intervals, labels.newInterval])}
            >
              {labels.add(dayName)}
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
