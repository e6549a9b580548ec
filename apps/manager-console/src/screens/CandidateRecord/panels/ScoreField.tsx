import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../../app/controls.css.ts';
import * as styles from './ScoresPanel.css.ts';
import type { ScoreMetric } from './score-metrics.ts';

export type ScoreFieldProps = {
  metric: ScoreMetric;
  value: string;
  onChange: (value: string) => void;
  /** A field message (the domain's or the API's); the control is then marked invalid. */
  error?: string;
};

/** One metric's score: the control its type takes, its type and bounds beside the label, any message under. */
export function ScoreField({ metric, value, onChange, error }: ScoreFieldProps) {
  const { t } = useTranslation(['manager', 'common']);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { bounds } = metric;
  const range =
    bounds === null
      ? ''
      : t(
          metric.metricType === 'percent'
            ? 'recordPanels.scores.percentBounds'
            : 'recordPanels.scores.bounds',
          {
            min: bounds.min,
            max: bounds.max,
          },
        );
  const hint = [t(`recordPanels.scores.types.${metric.metricType}`), range].filter(Boolean).join(' · ');
  const shared = {
    id,
    className: compactControl,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {metric.label}
      </label>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
      {metric.metricType === 'yesno' ? (
        <select {...shared} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('recordPanels.scores.notScored')}</option>
          <option value="yes">{t('recordPanels.scores.yes')}</option>
          <option value="no">{t('recordPanels.scores.no')}</option>
        </select>
      ) : (
        <input
          {...shared}
          type={metric.metricType === 'date' ? 'date' : 'text'}
          // Numbers are typed as text so a wrong one gets a message rather than silently vanishing.
          inputMode={
            metric.metricType === 'number' || metric.metricType === 'percent' ? 'decimal' : undefined
          }
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
