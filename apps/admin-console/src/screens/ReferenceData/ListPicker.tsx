import type { StoredReferenceDataType } from '@shortlist/domain/schemas';
import { storedReferenceDataTypes } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { useClientOptions } from '../data-screens/use-client-options.ts';

export type ListChoice = {
  type: StoredReferenceDataType;
  organizationId: number | undefined;
  showRetired: boolean;
};

type Props = { choice: ListChoice; perOrganization: boolean; onChange: (choice: ListChoice) => void };

/** Which list to look after: its type, whose it is (an organisation or all), and whether retired items show. */
export function ListPicker({ choice, perOrganization, onChange }: Props) {
  const { t } = useTranslation('admin');
  const clients = useClientOptions();
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
          {[...storedReferenceDataTypes].sort().map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('referenceData.organization')}
        <select
          className={styles.input}
          value={choice.organizationId ?? ''}
          disabled={!perOrganization}
          onChange={(event) =>
            onChange({
              ...choice,
              organizationId: event.target.value ? Number(event.target.value) : undefined,
            })
          }
        >
          <option value="">{t('referenceData.allOrganizations')}</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </select>
      </label>
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
