import { useTranslation } from 'react-i18next';
import * as styles from './MessageTextFields.css.ts';
import { mergeFieldToken } from './merge-fields.ts';

export type MergeFieldButtonsProps = {
  fields: readonly string[];
  /** Called with the field's name ('candidate.firstName'). */
  onInsert: (field: string) => void;
};

/** One button per merge field the message may use; each puts the field (a chip, or {{ field }}) at the cursor. */
export function MergeFieldButtons({ fields, onInsert }: MergeFieldButtonsProps) {
  const { t } = useTranslation('manager');
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.mergeFields}>
      <legend className={styles.legend}>{t('settings.messages.editor.mergeFields')}</legend>
      {fields.map((field) => {
        const token = mergeFieldToken(field);
        return (
          <button
            key={field}
            type="button"
            className={styles.mergeField}
            title={token}
            // Keeps the cursor in the text while a pointer clicks, so the field lands where it was.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(field)}
          >
            {t(`settings.messages.fields.${field}` as 'settings.messages.fields.deadline', {
              defaultValue: field,
            })}
          </button>
        );
      })}
    </fieldset>
  );
}
