import type { ChangeEvent } from 'react';
import * as styles from './data-screens.css.ts';
import { useClientOptions } from './use-client-options.ts';

type Props = {
  label: string;
  allLabel: string;
  value: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** Choose a client organisation, or all of them (the empty value). */
export function ClientSelect({ label, allLabel, value, disabled = false, onChange }: Props) {
  const clients = useClientOptions();
  return (
    <label className={styles.field}>
      {label}
      <select
        className={styles.input}
        name="organizationId"
        value={value}
        disabled={disabled}
        onChange={onChange}
      >
        <option value="">{allLabel}</option>
        {(clients.data ?? []).map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
    </label>
  );
}
