import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { BrandColourPreview } from './BrandColourPreview.tsx';
import { SettingField } from './SettingField.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import type { SettingsSectionProps, TextSetting } from './settings-draft.ts';

const tracking = ['gtmId', 'gtmScriptUrl', 'pixelUrl', 'facebookPixelId'] as const;
const contact = ['contactEmail', 'contactPhone', 'contactText'] as const;
const sender = ['senderName', 'replyEmail'] as const;
const inputTypes: Partial<Record<TextSetting, string>> = {
  gtmScriptUrl: 'url',
  pixelUrl: 'url',
  contactEmail: 'email',
  contactPhone: 'tel',
  replyEmail: 'email',
};
const hexColour = /^#[0-9a-fA-F]{6}$/;

/** What candidates meet: tracking (after cookie consent), the contact details shown to them, the brand. */
export function PublicFaceFields({ draft, errors, update }: SettingsSectionProps) {
  const { t } = useTranslation('manager');
  // The colour's message stands for the value it was given for: once edited, the live contrast line speaks.
  const [refused, setRefused] = useState({ errors, colour: draft.brandColour });
  if (refused.errors !== errors) setRefused({ errors, colour: draft.brandColour });
  const colourError = draft.brandColour === refused.colour ? errors.brandColour : undefined;
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
        <legend className={styles.legend}>{t('settings.organisation.sender.legend')}</legend>
        <p className={styles.help}>{t('settings.organisation.sender.help')}</p>
        <div className={styles.fields}>{sender.map(text)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.organisation.brand.legend')}</legend>
        <div className={styles.fields}>
          <SettingField
            label={t('settings.organisation.fields.brandColour')}
            help={t('settings.organisation.brand.colourHelp')}
            error={colourError}
          >
            <input
              className={`${compactControl} ${styles.short}`}
              value={draft.brandColour}
              maxLength={7}
              spellCheck={false}
              onChange={(event) => update({ brandColour: event.target.value })}
            />
          </SettingField>
          <BrandColourPreview colour={draft.brandColour}>
            <input
              type="color"
              className={styles.swatch}
              aria-label={t('settings.organisation.brand.picker')}
              value={hexColour.test(draft.brandColour) ? draft.brandColour.toLowerCase() : '#000000'}
              onChange={(event) => update({ brandColour: event.target.value })}
            />
          </BrandColourPreview>
          <SettingField
            label={t('settings.organisation.fields.logoUrl')}
            help={t('settings.organisation.brand.logoHelp')}
            error={errors.logoUrl}
          >
            <input
              className={compactControl}
              type="url"
              value={draft.logoUrl}
              onChange={(event) => update({ logoUrl: event.target.value })}
            />
          </SettingField>
        </div>
      </fieldset>
    </div>
  );
}
