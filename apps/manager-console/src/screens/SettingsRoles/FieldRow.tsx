import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import type { DragHandle } from '../Settings/SortableList.tsx';
import * as styles from './builder.css.ts';
import { FieldEditor } from './FieldEditor.tsx';
import type { BuilderField } from './form-model.ts';
import { DragHandleButton, MoveButtons } from './MoveButtons.tsx';

type FieldRowProps = {
  field: BuilderField;
  index: number;
  count: number;
  open: boolean;
  handle: DragHandle;
  errorOf: (part: string) => string | undefined;
  onToggle: () => void;
  onChange: (change: Partial<BuilderField>) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

const parts = ['label', 'key', 'type', 'helperText', 'options', 'limit'];

/** A question as one line (wording, type, key, marks), opened into its settings by Edit. */
export function FieldRow({
  field,
  index,
  count,
  open,
  handle,
  errorOf,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: FieldRowProps) {
  const { t } = useTranslation('manager');
  const name = field.label || field.key;
  const invalid = parts.some((part) => errorOf(part) !== undefined);
  return (
    <div className={invalid ? styles.fieldInvalid : styles.field}>
      <div className={styles.fieldRow}>
        <DragHandleButton name={name} handle={handle} />
        <span className={styles.fieldName}>
          <span className={styles.fieldLabel}>{name}</span>
          <span className={styles.fieldMeta}>
            {t('settings.builder.field.summary', {
              type: t(`settings.builder.types.${field.type}`),
              key: field.key,
            })}
          </span>
        </span>
        <span className={styles.marks}>
          {field.required ? (
            <span className={styles.mark}>{t('settings.builder.field.required')}</span>
          ) : null}
          {field.visible ? null : <span className={styles.mark}>{t('settings.builder.field.hidden')}</span>}
        </span>
        <span className={styles.rowActions}>
          <button
            type="button"
            className={toolButton}
            aria-expanded={open}
            aria-controls={`${field.uid}-editor`}
            aria-label={`${t(open ? 'settings.builder.field.done' : 'settings.builder.field.edit')}: ${name}`}
            onClick={onToggle}
          >
            {t(open ? 'settings.builder.field.done' : 'settings.builder.field.edit')}
          </button>
          <MoveButtons id={field.uid} name={name} index={index} count={count} onMove={onMove} />
          <button
            type="button"
            className={toolButton}
            aria-label={`${t('settings.builder.field.remove')}: ${name}`}
            onClick={onRemove}
          >
            {t('settings.builder.field.removeShort')}
          </button>
        </span>
      </div>
      {invalid && !open ? (
        <p className={styles.error}>{parts.map(errorOf).filter(Boolean).join(' ')}</p>
      ) : null}
      <div id={`${field.uid}-editor`} hidden={!open}>
        {open ? <FieldEditor field={field} errorOf={errorOf} onChange={onChange} /> : null}
      </div>
    </div>
  );
}
