import type { StageId } from '@shortlist/domain/stages';
import { isStageId } from '@shortlist/domain/stages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stageLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from './Screening.css.ts';
import type { QueueFilters as Filters } from './screening-address.ts';
import { useRoleChoices } from './use-screening.ts';

export type QueueFiltersProps = {
  filters: Filters;
  /** The application-screen stages of the organisation (§4: 1, 28, 29), as the queue answers them. */
  stageIds: readonly number[];
  onChange: (filters: Filters) => void;
};

const readChoice = (value: string): number | null => (value === '' ? null : Number(value));
const readStage = (value: string): StageId | null => {
  const id = readChoice(value);
  return id !== null && isStageId(id) ? id : null;
};

/** The role and stage the queue is narrowed to. */
export function QueueFilters({ filters, stageIds, onChange }: QueueFiltersProps) {
  const { t } = useTranslation(['manager', 'common']);
  const roles = useRoleChoices();
  const roleId = useId();
  const stageId = useId();
  return (
    <fieldset className={styles.filterSet}>
      <legend className={styles.note}>{t('screening.queue.filters')}</legend>
      <div className={styles.filterField}>
        <label className={styles.filterLabel} htmlFor={roleId}>
          {t('screening.queue.role')}
        </label>
        <select
          id={roleId}
          className={styles.select}
          value={filters.roleId ?? ''}
          onChange={(event) => onChange({ ...filters, roleId: readChoice(event.target.value) })}
        >
          <option value="">{t('screening.queue.allRoles')}</option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label className={styles.filterLabel} htmlFor={stageId}>
          {t('screening.queue.stage')}
        </label>
        <select
          id={stageId}
          className={styles.select}
          value={filters.stageId ?? ''}
          onChange={(event) => onChange({ ...filters, stageId: readStage(event.target.value) })}
        >
          <option value="">{t('screening.queue.allStages')}</option>
          {stageIds.map((id) => (
            <option key={id} value={id}>
              {stageLabel(t, id)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
