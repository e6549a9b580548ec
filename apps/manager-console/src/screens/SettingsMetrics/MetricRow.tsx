import type { MetricType } from '@shortlist/domain/enums';
import { metricTypes } from '@shortlist/domain/enums';
import type { MetricDraft } from '@shortlist/domain/schemas';
import { hasBounds } from '@shortlist/domain/schemas';
import { defaultMetricBounds } from '@shortlist/domain/scoring';
import { Switch } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { MetricCell } from './MetricCell.tsx';
import * as styles from './SettingsMetrics.css.ts';

export interface MetricRowProps {
  draft: MetricDraft;
  index: number;
  count: number;
  /** Messages of this row by field name ('key', 'max'). */
  errors: FieldMessages;
  boundsHintId: string;
  disabled: boolean;
  onChange: (next: MetricDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One metric of the table: every cell is a labelled control with its message under it. */
export function MetricRow({ draft, index, count, errors, boundsHintId, disabled, ...on }: MetricRowProps) {
  const { t } = useTranslation('manager');
  const number = index + 1;
  const name = draft.label.trim() || draft.key.trim() || t('settings.metrics.unnamed', { number });
  const id = `metric-${draft.rowKey}`;
  const set = (fields: Partial<MetricDraft>) => on.onChange({ ...draft, ...fields });
  const bounds = hasBounds(draft.metricType) ? defaultMetricBounds[draft.metricType as 'number'] : null;
  return (
    <tr>
      <td className={styles.numberCell}>{number}</td>
      <MetricCell id={`${id}-key`} error={errors.key}>
        <input
          className={`${compactControl} ${styles.key}`}
          aria-label={t('settings.metrics.cell.key', { number })}
          value={draft.key}
          disabled={disabled}
          onChange={(event) => set({ key: event.target.value })}
        />
      </MetricCell>
      <MetricCell id={`${id}-label`} error={errors.label}>
        <input
          className={`${compactControl} ${styles.wide}`}
          aria-label={t('settings.metrics.cell.label', { number })}
          value={draft.label}
          disabled={disabled}
          onChange={(event) => set({ label: event.target.value })}
        />
      </MetricCell>
      <MetricCell id={`${id}-type`} error={errors.metricType}>
        <select
          className={compactControl}
          aria-label={t('settings.metrics.cell.type', { number })}
          value={draft.metricType}
          disabled={disabled}
          onChange={(event) => set({ metricType: event.target.value as MetricType })}
        >
          {metricTypes.map((type) => (
            <option key={type} value={type}>
              {t(`settings.metrics.types.${type}`)}
            </option>
          ))}
        </select>
      </MetricCell>
      {(['min', 'max'] as const).map((edge) => (
        <MetricCell
          key={edge}
          id={`${id}-${edge}`}
          error={errors[edge]}
          hintId={bounds ? boundsHintId : undefined}
        >
          {bounds ? (
            <input
              className={`${compactControl} ${styles.bound}`}
              type="number"
              inputMode="decimal"
              aria-label={t(`settings.metrics.cell.${edge}`, { number })}
              placeholder={String(bounds[edge])}
              value={draft[edge]}
              disabled={disabled}
              onChange={(event) => set({ [edge]: event.target.value })}
            />
          ) : (
            <span className={styles.muted}>{t('settings.metrics.noBounds')}</span>
          )}
        </MetricCell>
      ))}
      <td className={styles.cell}>
        <Switch
          checked={draft.showOnInvite}
          disabled={disabled}
          aria-label={t('settings.metrics.cell.showOnInvite', { name })}
          onCheckedChange={(showOnInvite) => set({ showOnInvite })}
        />
      </td>
      <td className={styles.actionsCell}>
        <button
          type="button"
          className={`${toolButton} ${styles.arrowButton}`}
          disabled={disabled || index === 0}
          aria-label={t('settings.metrics.moveUp', { name })}
          onClick={() => on.onMove(index - 1)}
        >
          {t('settings.metrics.up')}
        </button>
        <button
          type="button"
          className={`${toolButton} ${styles.arrowButton}`}
          disabled={disabled || index === count - 1}
          aria-label={t('settings.metrics.moveDown', { name })}
          onClick={() => on.onMove(index + 1)}
        >
          {t('settings.metrics.down')}
        </button>
        <button
          type="button"
          className={`${toolButton} ${styles.arrowButton}`}
          disabled={disabled}
          aria-label={t('settings.metrics.remove', { name })}
          onClick={on.onRemove}
        >
          <span aria-hidden="true">{t('settings.metrics.removeShort')}</span>
        </button>
      </td>
    </tr>
  );
}
