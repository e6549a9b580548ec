import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SettingsOrganisation.css.ts';
import type { SettingsSectionProps } from './settings-draft.ts';

/** Whether managers read candidates' raw social-mobility answers on the record (the flags show either way). */
export function SocialMobilityField({ draft, update }: Omit<SettingsSectionProps, 'errors'>) {
  const { t } = useTranslation('manager');
  const helpId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('recordActions.socialMobilitySetting.legend')}</legend>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.showSocialMobilityAnswers}
          aria-describedby={helpId}
          onChange={(event) => update({ showSocialMobilityAnswers: event.target.checked })}
        />
        {t('recordActions.socialMobilitySetting.label')}
      </label>
      <p id={helpId} className={styles.help}>
        {t('recordActions.socialMobilitySetting.help')}
      </p>
    </fieldset>
  );
}
