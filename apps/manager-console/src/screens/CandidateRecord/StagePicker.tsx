import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { stageLabel } from './record-labels.ts';
import * as styles from './StagePicker.css.ts';

export type StagePickerProps = {
  label: string;
  /** The stages to choose from, in pipeline order. */
  stages: readonly number[];
  value: number;
  /** The candidate's stage now, named as such in the list. */
  currentStageId: number;
  onChange: (stageId: number) => void;
};

/** Which stage a record section shows (scores, scorecards): the candidate's current one named as such. */
export function StagePicker({ label, stages, value, currentStageId, onChange }: StagePickerProps) {
  const { t } = useTranslation(['manager', 'common']);
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={compactControl}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stages.map((stageId) => (
          <option key={stageId} value={stageId}>
            {stageId === currentStageId
              ? t('record.currentStage', { stage: stageLabel(t, stageId) })
              : stageLabel(t, stageId)}
          </option>
        ))}
      </select>
    </div>
  );
}
