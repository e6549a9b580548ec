import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { useFocusAddedRow } from '../Settings/use-focus-added-row.ts';
import * as styles from './SettingsOrganisation.css.ts';

/** A list of short texts (domains, role types): a labelled input per entry, Remove beside it, Add under. */
export function TextListEditor({
  legend,
  help,
  itemLabel,
  addLabel,
  items,
  errors,
  listError,
  onChange,
}: {
  legend: string;
  help: string;
  /** The accessible name of entry n, e.g. 'Domain 2'. */
  itemLabel: (number: number) => string;
  addLabel: string;
  items: readonly string[];
  /** Messages by entry index ('1'). */
  errors: FieldMessages;
  listError: string | undefined;
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const added = useFocusAddedRow<HTMLUListElement>(items.length);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.help}>{help}</p>
      {items.length === 0 ? <p className={styles.muted}>{t('settings.organisation.noEntries')}</p> : null}
      <ul className={styles.rows} ref={added.container}>
        {items.map((item, index) => {
          const error = errors[String(index)];
          const errorId = `${id}-${index}-error`;
          return (
            <li key={index} className={styles.row}>
              <input
                className={compactControl}
                aria-label={itemLabel(index + 1)}
                value={item}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) =>
                  onChange(items.map((entry, at) => (at === index ? event.target.value : entry)))
                }
              />
              <button
                type="button"
                className={`${toolButton} ${styles.removeButton}`}
                aria-label={t('settings.organisation.removeEntry', { name: item || itemLabel(index + 1) })}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">{t('settings.organisation.remove')}</span>
              </button>
              {error ? (
                <span id={errorId} className={styles.rowError}>
                  {error}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className={styles.error}>{listError}</p> : null}
      <button
        type="button"
        className={`${toolButton} ${styles.add}`}
        onClick={() => {
          added.markAdded();
          onChange([...items, '']);
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
