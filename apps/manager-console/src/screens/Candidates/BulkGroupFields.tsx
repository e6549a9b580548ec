import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BulkDialog.css.ts';
import type { GroupMode } from './bulk-actions.ts';
import type { BulkChoice } from './use-bulk-choice.ts';

const modes: readonly GroupMode[] = ['add', 'remove'];

/** The group fields of a bulk action: add to or take out of a group, which one, or (adding) a new one. */
export function BulkGroupFields({ group }: { group: BulkChoice['group'] }) {
  const { t } = useTranslation('manager');
  const fieldId = useId();
  const adding = group.mode === 'add';
  return (
    <>
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{t('bulk.groupModes.label')}</legend>
        {modes.map((mode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name={`${fieldId}-mode`}
              value={mode}
              checked={group.mode === mode}
              onChange={() => group.setMode(mode)}
            />
            {t(`bulk.groupModes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <label htmlFor={`${fieldId}-group`}>{t('bulk.groupName')}</label>
        <select
          id={`${fieldId}-group`}
          className={styles.select}
          value={group.chosenGroup?.id ?? ''}
          disabled={(adding && group.newGroupName.trim() !== '') || group.groups.length === 0}
          onChange={(event) => group.setGroupId(Number(event.target.value))}
        >
          {group.groups.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
        {adding ? (
          <>
            <label htmlFor={`${fieldId}-new`}>{t('bulk.newGroup')}</label>
            <input
              id={`${fieldId}-new`}
              className={styles.input}
              value={group.newGroupName}
              maxLength={80}
              onChange={(event) => group.setNewGroupName(event.target.value)}
            />
          </>
        ) : null}
      </div>
      {!adding && group.loaded && group.groups.length === 0 ? (
        <p className={styles.hint}>{t('bulk.noGroups')}</p>
      ) : null}
    </>
  );
}
