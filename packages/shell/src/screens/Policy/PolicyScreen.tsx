import { useTranslation } from 'react-i18next';
import { LegalText } from '../shared/LegalText.tsx';

const sectionKeys = ['collect', 'use', 'share', 'cookies', 'rights'] as const;

/** /policy: the privacy policy. */
export function PolicyScreen() {
  const { t } = useTranslation();
  return (
    <LegalText
      title={t('policy.title')}
      updated={t('policy.updated')}
      sections={sectionKeys.map((key) => ({
        heading: t(`policy.sections.${key}.heading`),
        body: t(`policy.sections.${key}.body`),
      }))}
    />
  );
}
