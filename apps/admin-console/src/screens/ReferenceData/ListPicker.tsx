import type { StoredReferenceDataType } from '@shortlist/domain/schemas';
import { storedReferenceDataTypes } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '../data-screens/ClientSelect.tsx';
import * as styles from '../data-screens/data-screens.css.ts';

export type ListChoice = {
  type: StoredReferenceDataType;
  organizationId: number | undefined;
  showRetired: boolean;
};

type Props = { choice: ListChoice; perOrganization: boolean; onChange: (choice: ListChoice) => void };

/** Which list to look after: its type, whose it is (an organisation or all), and whether retired items show. */
export function ListPicker({ choice, perOrganization, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={styles.filterBar}>
      <legend className={styles.muted}>{t('referenceData.picker')}</legend>
      <label className={styles.field}>
        {t('referenceData.type')}
        <select
          className={styles.input}
          value={choice.type}
          onChange={(event) => onChange({ ...choice, type: event.target.value as StoredReferenceDataType })}
        >
          {storedReferenceDataTypes
            .map((type) => ({ type, name: t(`referenceData.types.${type}`) }))
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(({ type, name }) => (
              <option key={type} value={type}>
                {name}
              </option>
            ))}
        </select>
      </label>
      <ClientSelect
        label={t('referenceData.organization')}
        allLabel={t('referenceData.allOrganizations')}
        value={String(choice.organizationId ?? '')}
        disabled={!perOrganization}
        onChange={(event) =>
          onChange({ ...choice, organizationId: event.target.value ? Number(event.target.value) : undefined })
        }
      />
      <label className={styles.field}>
        <span>
          <input
            type="checkbox"
            checked={choice.showRetired}
            onChange={(event) => onChange({ ...choice, showRetired: event.target.checked })}
          />{' '}
          {t('referenceData.showRetired')}
        </span>
      </label>
    </fieldset>
  );
}
