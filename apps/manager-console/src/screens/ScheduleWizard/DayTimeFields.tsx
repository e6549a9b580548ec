import { listTimeChoices } from '@shortlist/domain/validation';
import { compactControl } from '../../app/controls.css.ts';
import * as styles from './wizard.css.ts';

// The typed way to place a window or a slot: a day, and times in the §5 15-minute steps.

const times = listTimeChoices();

type FieldProps = { label: string; value: string; onChange: (value: string) => void };

/** A calendar day ('yyyy-MM-dd'). */
export function DayField({ label, value, onChange }: FieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        type="date"
        className={compactControl}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A time of day ('HH:mm'), every 15 minutes. */
export function ClockField({ label, value, onChange }: FieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={compactControl} value={value} onChange={(event) => onChange(event.target.value)}>
        {times.map((time) => (
          <option key={time}>{time}</option>
        ))}
      </select>
    </label>
  );
}
