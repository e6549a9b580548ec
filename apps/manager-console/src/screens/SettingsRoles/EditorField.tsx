import { Switch } from '@shortlist/ui';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { compactControl } from '../../app/controls.css.ts';
import * as styles from './editor.css.ts';

// Labelled compact inputs of the role editor; a problem is shown under its input and read with it.

type Frame = { label: string; help?: string | undefined; error?: string | undefined; className?: string };

function Framed({ label, help, error, className, children }: Frame & { children: (ids: Ids) => ReactNode }) {
  const id = useId();
  const ids = {
    id,
    describedBy:
      [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    invalid: error ? (true as const) : undefined,
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(ids)}
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
type Ids = { id: string; describedBy: string | undefined; invalid: true | undefined };

const inputClass = (error: string | undefined) =>
  [compactControl, styles.input, error ? styles.invalid : ''].filter(Boolean).join(' ');

export function TextInput({
  label,
  help,
  error,
  className,
  ...input
}: Frame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Framed label={label} help={help} error={error} className={className}>
      {(ids) => (
        <input
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass(error)}
          {...input}
        />
      )}
    </Framed>
  );
}

export function SelectInput({
  label,
  help,
  error,
  className,
  children,
  ...select
}: Frame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Framed label={label} help={help} error={error} className={className}>
      {(ids) => (
        <select
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass(error)}
          {...select}
        >
          {children}
        </select>
      )}
    </Framed>
  );
}

export function SwitchInput({
  label,
  help,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {help ? (
          <span id={`${id}-help`} className={styles.help}>
            {help}
          </span>
        ) : null}
      </span>
    </div>
  );
}
