import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './Reports.css.ts';
import type { FilterOption } from './use-report-options.ts';

// The labelled native controls of the report filters (compact, one toolbar row high).

/** A label above its control; the control gets the id the label points at. */
function Labelled({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

export function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <select
          id={id}
          className={styles.compactControl}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    />
  );
}

export function IdChoice({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: number | null;
  options: FilterOption[];
  onChange: (id: number | null) => void;
}) {
  return (
    <Choice
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(text) => onChange(text ? Number(text) : null)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </Choice>
  );
}

export function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <input
          id={id}
          type="date"
          className={styles.compactControl}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    />
  );
}
