import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { useFocusAddedRow } from '../Settings/use-focus-added-row.ts';
import * as styles from './SettingsOrganisation.css.ts';

type Zone = { name: string; value: string };

// The browser's own list of IANA zones, offered as suggestions for the value (absent in older engines).
const knownZones: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The organisation's time zones (§3 'name;value'): the name people read and the zone it stands for. */
export function TimezoneEditor({
  zones,
  errors,
  onChange,
}: {
  zones: readonly Zone[];
  /** Messages by 'index.name', 'index.value' or 'index'. */
  errors: FieldMessages;
  onChange: (zones: Zone[]) => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const added = useFocusAddedRow<HTMLUListElement>(zones.length);
  const set = (index: number, patch: Partial<Zone>) =>
    onChange(zones.map((zone, at) => (at === index ? { ...zone, ...patch } : zone)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.organisation.timezones.legend')}</legend>
      <p className={styles.help}>{t('settings.organisation.timezones.help')}</p>
      <datalist id={`${id}-zones`}>
        {knownZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {zones.length === 0 ? <p className={styles.muted}>{t('settings.organisation.noEntries')}</p> : null}
      <ul className={styles.rows} ref={added.container}>
        {zones.map((zone, index) => {
          const number = index + 1;
          const error = errors[`${index}.name`] ?? errors[`${index}.value`] ?? errors[String(index)];
          const errorId = `${id}-${index}-error`;
          const described = error ? errorId : undefined;
          return (
            <li key={index} className={styles.row}>
              <input
                className={compactControl}
                aria-label={t('settings.organisation.timezones.name', { number })}
                placeholder={t('settings.organisation.timezones.namePlaceholder')}
                value={zone.name}
                aria-describedby={described}
                onChange={(event) => set(index, { name: event.target.value })}
              />
              <input
                className={compactControl}
                list={`${id}-zones`}
                aria-label={t('settings.organisation.timezones.value', { number })}
                placeholder={t('settings.organisation.timezones.valuePlaceholder')}
                value={zone.value}
                aria-describedby={described}
                onChange={(event) => set(index, { value: event.target.value })}
              />
              <button
                type="button"
                className={`${toolButton} ${styles.removeButton}`}
                aria-label={t('settings.organisation.removeEntry', {
                  name: zone.name || zone.value || number,
                })}
                onClick={() => onChange(zones.filter((_, at) => at !== index))}
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
      <button
        type="button"
        className={`${toolButton} ${styles.add}`}
        onClick={() => {
          added.markAdded();
          onChange([...zones, { name: '', value: '' }]);
        }}
      >
        {t('settings.organisation.timezones.add')}
      </button>
    </fieldset>
  );
}
