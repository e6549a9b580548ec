import { useTranslation } from 'react-i18next';
import { compactControl, toolButton, visuallyHidden } from '../../app/controls.css.ts';
import type { DragHandle } from '../Settings/SortableList.tsx';
import * as styles from './SettingsStages.css.ts';
import type { SubStageDraft } from './sub-stage-draft.ts';

export interface SubStageRowProps {
  item: SubStageDraft;
  /** The code, or "Sub-stage n" while it is empty. */
  name: string;
  handle: DragHandle;
  position: number;
  count: number;
  /** Shared by the stage's default radios, so they form one group. */
  radioName: string;
  error: string | undefined;
  disabled: boolean;
  onRename: (code: string) => void;
  onDefault: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One sub-stage (inside its sortable list item): drag handle, code, default radio, Move up/down and Remove. */
export function SubStageRow(props: SubStageRowProps) {
  const { item, name, handle, position, count, radioName, error, disabled, ...on } = props;
  const { t } = useTranslation('manager');
  const codeId = `${radioName}-${item.key}-code`;
  const errorId = `${codeId}-error`;
  return (
    <>
      <button
        type="button"
        className={styles.handle}
        aria-label={t('settings.stages.drag', { name })}
        {...handle}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <label htmlFor={codeId} className={styles.positionLabel}>
        <span aria-hidden="true">{position + 1}.</span>
        <span className={visuallyHidden}>{t('settings.stages.codeLabel', { position: position + 1 })}</span>
      </label>
      <input
        id={codeId}
        className={`${compactControl} ${styles.code}`}
        value={item.code}
        maxLength={50}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => on.onRename(event.target.value)}
      />
      <label className={styles.defaultChoice}>
        <input
          type="radio"
          name={radioName}
          checked={item.isDefault}
          disabled={disabled}
          onChange={on.onDefault}
          aria-label={t('settings.stages.defaultOf', { name })}
        />
        <span aria-hidden="true">{t('settings.stages.default')}</span>
      </label>
      <span className={styles.rowActions}>
        <button
          type="button"
          className={`${toolButton} ${styles.arrowButton}`}
          disabled={disabled || position === 0}
          aria-label={t('settings.stages.moveUp', { name })}
          onClick={() => on.onMove(position - 1)}
        >
          {t('settings.stages.up')}
        </button>
        <button
          type="button"
          className={`${toolButton} ${styles.arrowButton}`}
          disabled={disabled || position === count - 1}
          aria-label={t('settings.stages.moveDown', { name })}
          onClick={() => on.onMove(position + 1)}
        >
          {t('settings.stages.down')}
        </button>
        <button
          type="button"
          className={toolButton}
          disabled={disabled}
          aria-label={t('settings.stages.remove', { name })}
          onClick={on.onRemove}
        >
          {t('settings.stages.removeShort')}
        </button>
      </span>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
