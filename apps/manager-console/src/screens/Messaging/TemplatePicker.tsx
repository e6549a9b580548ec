import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplate } from '@shortlist/domain/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SendMessageDialog.css.ts';

export type TemplatePickerProps = {
  channel: ContactChannel;
  templates: readonly MessageTemplate[];
  value: string;
  onChoose: (template: MessageTemplate | null) => void;
};

/** The organisation's templates of the chosen channel; choosing one copies its texts into the editor. */
export function TemplatePicker({ channel, templates, value, onChoose }: TemplatePickerProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const offered = templates.filter((template) => template.channel === channel);
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {t('settings.send.template')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          onChoose(offered.find((template) => template.key === event.target.value) ?? null)
        }
      >
        <option value="">{t('settings.send.noTemplate')}</option>
        {offered.map((template) => (
          <option key={template.key} value={template.key}>
            {t(`settings.messages.kinds.${template.key}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('settings.send.templateHint')}
      </p>
    </div>
  );
}
