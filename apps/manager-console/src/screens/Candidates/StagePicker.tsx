import type { OrganizationStage, StageCount } from '@shortlist/domain/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CandidateList.css.ts';
import { totalsOf } from './use-list-data.ts';

export type StagePickerProps = {
  stages: readonly OrganizationStage[];
  /** Candidates per stage and sub-stage, shown beside each name. */
  counts: readonly StageCount[] | undefined;
  stageId: number | null;
  substageId: number | null;
  onChange: (stage: { stageId: number | null; substageId: number | null }) => void;
};

/** Which stage and sub-stage the list shows: two dense selects instead of a strip of twenty tabs. */
export function StagePicker({ stages, counts, stageId, substageId, onChange }: StagePickerProps) {
  const { t, i18n } = useTranslation('manager');
  const stageField = useId();
  const subStageField = useId();
  const stage = stages.find((candidate) => candidate.id === stageId);
  const { byStage, bySubStage } = totalsOf(counts);
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : i18n.language);
  const counted = (name: string, total: number | undefined) =>
    counts ? `${name} (${number.format(total ?? 0)})` : name;
  return (
    <fieldset className={styles.pickers}>
      <legend className={styles.visuallyHidden}>{t('candidateList.stageTabs')}</legend>
      <label htmlFor={stageField} className={styles.pickerLabel}>
        {t('candidateList.stage')}
      </label>
      <select
        id={stageField}
        className={styles.select}
        value={stageId ?? 'all'}
        onChange={(event) => {
          const value = event.target.value;
          const next = stages.find((candidate) => String(candidate.id) === value);
          onChange({ stageId: next ? next.id : null, substageId: null });
        }}
      >
        <option value="all">{t('candidateList.allStages')}</option>
        {stages.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {counted(
              t(`stages.${candidate.id}` as 'stages.1', {
                defaultValue: candidate.name ?? String(candidate.id),
              }),
              byStage.get(candidate.id),
            )}
          </option>
        ))}
      </select>
      <label htmlFor={subStageField} className={styles.pickerLabel}>
        {t('candidateList.subStage')}
      </label>
      <select
        id={subStageField}
        className={styles.select}
        value={substageId ?? 'all'}
        disabled={!stage}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ stageId, substageId: value === 'all' ? null : Number(value) });
        }}
      >
        <option value="all">{t('candidateList.allSubStages')}</option>
        {stage?.subStages.map((sub) => (
          <option key={sub.id} value={sub.id}>
            {counted(t(`candidateList.subStageCodes.${sub.codeStage}`), bySubStage.get(sub.id))}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
