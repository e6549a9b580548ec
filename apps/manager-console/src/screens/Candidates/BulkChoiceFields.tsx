import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BulkDialog.css.ts';
import { BulkGroupFields } from './BulkGroupFields.tsx';
import type { BulkKind } from './bulk-actions.ts';
import type { BulkChoice } from './use-bulk-choice.ts';

/** The fields of a bulk action: target stage and sub-stage, manager, or group (BulkGroupFields). */
export function BulkChoiceFields({ kind, choice }: { kind: BulkKind; choice: BulkChoice }) {
  const { t } = useTranslation('manager');
  const fieldId = useId();
  const { move, assign, group } = choice;
  return (
    <>
      {kind === 'move' || kind === 'fastTrack' ? (
        <div className={styles.fields}>
          <label htmlFor={`${fieldId}-stage`}>{t('bulk.targetStage')}</label>
          <select
            id={`${fieldId}-stage`}
            className={styles.select}
            value={move.stageId ?? ''}
            onChange={(event) => {
              move.setStageId(Number(event.target.value));
              move.setSubstageId(null);
            }}
          >
            {move.targets.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {t(`stages.${stage.id}` as 'stages.1', { defaultValue: stage.name ?? '' })}
              </option>
            ))}
          </select>
          <label htmlFor={`${fieldId}-sub`}>{t('bulk.targetSubStage')}</label>
          <select
            id={`${fieldId}-sub`}
            className={styles.select}
            value={move.subStage?.id ?? ''}
            onChange={(event) => move.setSubstageId(Number(event.target.value))}
          >
            {move.target?.subStages.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {t(`candidateList.subStageCodes.${sub.codeStage}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'assign' ? (
        <div className={styles.fields}>
          <label htmlFor={`${fieldId}-manager`}>{t('bulk.manager')}</label>
          <select
            id={`${fieldId}-manager`}
            className={styles.select}
            value={assign.manager?.id ?? ''}
            onChange={(event) => assign.setUserId(Number(event.target.value))}
          >
            {assign.managers.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'group' ? <BulkGroupFields group={group} /> : null}
    </>
  );
}
