import { useTranslation } from 'react-i18next';
import { messagesUnder } from '../Settings/field-errors.ts';
import * as styles from './SettingsOrganisation.css.ts';
import type { SettingsSectionProps } from './settings-draft.ts';
import { TextListEditor } from './TextListEditor.tsx';
import { TimezoneEditor } from './TimezoneEditor.tsx';

/** The organisation's own pick lists (§3 text arrays): time zones and role types. */
export function ListFields({ draft, errors, update }: SettingsSectionProps) {
  const { t } = useTranslation('manager');
  return (
    <div className={styles.group}>
      <TimezoneEditor
        zones={draft.timezones}
        errors={messagesUnder(errors, 'timezones')}
        onChange={(timezones) => update({ timezones })}
      />
      <TextListEditor
        legend={t('settings.organisation.roleTypes.legend')}
        help={t('settings.organisation.roleTypes.help')}
        itemLabel={(number) => t('settings.organisation.roleTypes.item', { number })}
        addLabel={t('settings.organisation.roleTypes.add')}
        items={draft.roleTypes}
        errors={messagesUnder(errors, 'roleTypes')}
        listError={errors.roleTypes}
        onChange={(roleTypes) => update({ roleTypes })}
      />
    </div>
  );
}
