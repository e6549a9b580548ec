import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { BrandColourPreview } from './BrandColourPreview.tsx';
import { SettingField } from './SettingField.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import type { SettingsSectionProps, TextSetting } from './settings-draft.ts';

const tracking = ['gtmId', 'gtmScriptUrl', 'pixelUrl', 'facebookPixelId'] as const;
const contact = ['contactEmail', 'contactPhone', 'contactText'] as const;
const inputTypes: Partial<Record<TextSetting, string>> = {
  gtmScriptUrl: 'url',
  pixelUrl: 'url',
  logoUrl: 'url',
  contactEmail: 'email',
  contactPhone: 'tel',
};
const hexColour = /^#[0-9a-fA-F]{6}$/;

/** What candidates meet: tracking (after cookie consent), the contact details shown to them, the brand. */
export function PublicFaceFields({ draft, errors, update }: SettingsSectionProps) {
  const { t } = useTranslation('manager');
  const text = (name: TextSetting) => (
    <SettingField key={name} label={t(`settings.organisation.fields.${name}`)} error={errors[name]}>
      <input
        className={compactControl}
        type={inputTypes[name] ?? 'text'}
        value={draft[name]}
        onChange={(event) => update({ [name]: event.target.value })}
      />
    </SettingField>
  );
  return (
    <div className={styles.group}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.organisation.tracking.legend')}</legend>
        <p className={styles.help}>{t('settings.organisation.tracking.help')}</p>
        <div className={styles.fields}>{tracking.map(text)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.organisation.contact.legend')}</legend>
        <p className={styles.help}>{t('settings.organisation.contact.help')}</p>
        <div className={styles.fields}>{contact.map(text)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.organisation.brand.legend')}</legend>
        <div className={styles.fields}>
          <div className={styles.colourRow}>
            <input
              type="color"
              className={styles.swatch}
              aria-label={t('settings.organisation.brand.picker')}
              value={hexColour.test(draft.brandColour) ? draft.brandColour.toLowerCase() : '#000000'}
              onChange={(event) => update({ brandColour: event.target.value })}
            />
            <SettingField
              label={t('settings.organisation.fields.brandColour')}
              help={t('settings.organisation.brand.colourHelp')}
              error={errors.brandColour}
            >
              <input
                className={`${compactControl} ${styles.short}`}
                value={draft.brandColour}
                maxLength={7}
                spellCheck={false}
                onChange={(event) => update({ brandColour: event.target.value })}
              />
            </SettingField>
          </div>
          {text('logoUrl')}
          <BrandColourPreview colour={draft.brandColour} />
        </div>
      </fieldset>
    </div>
  );
}
