import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import * as styles from './MessageBodyEditor.css.ts';
import type { MergeFieldAttributes } from './message-document.ts';

export type MergeFieldFallbackProps = {
  /** The selected chip. */
  chip: MergeFieldAttributes;
  fieldLabel: string;
  onApply: (fallback: string | null) => void;
};

// A fallback is a Liquid string: quotes, backslashes and braces would end it or start Liquid of their own.
const unwritable = /["\\{}]/g;

/** The words a selected chip writes when its field is empty ({{ field | default: "..." }}). */
export function MergeFieldFallback({ chip, fieldLabel, onApply }: MergeFieldFallbackProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [fallback, setFallback] = useState(chip.fallback ?? '');
  const apply = () => onApply(fallback.trim() === '' ? null : fallback.trim());
  return (
    <div className={styles.fallbackRow}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {t('settings.messages.bodyEditor.fallback', { field: fieldLabel })}
      </label>
      <input
        id={id}
        className={compactControl}
        value={fallback}
        maxLength={60}
        onChange={(event) => setFallback(event.target.value.replace(unwritable, ''))}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
      <button type="button" className={toolButton} onClick={apply}>
        {t('settings.messages.bodyEditor.applyFallback')}
      </button>
    </div>
  );
}
