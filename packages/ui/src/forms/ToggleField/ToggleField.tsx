import { Switch } from '../../components/Switch/Switch.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, useFieldIds } from '../Field/Field.tsx';
import * as styles from './ToggleField.css.ts';

export type ToggleFieldProps = Omit<FieldBaseProps, 'required'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** The toggle field type of spec §3: an on/off switch with its label beside it. */
export function ToggleField({ label, helperText, error, id, disabled, checked, onChange }: ToggleFieldProps) {
  const ids = useFieldIds(id);
  const labelId = `${ids.controlId}-label`;
  return (
    <div className={fieldStyles.field}>
      <div className={styles.row}>
        <Switch
          id={ids.controlId}
          checked={checked}
          onCheckedChange={onChange}
          {...(disabled === undefined ? {} : { disabled })}
          aria-labelledby={labelId}
          {...(helperText || error
            ? { 'aria-describedby': describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) }) }
            : {})}
        />
        <label id={labelId} htmlFor={ids.controlId} className={styles.label}>
          {label}
        </label>
      </div>
      {helperText ? (
        <p id={ids.helperId} className={fieldStyles.helper}>
          {helperText}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
