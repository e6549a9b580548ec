import { useTranslation } from 'react-i18next';
import { LegalText } from '../shared/LegalText.tsx';

const sectionKeys = ['service', 'account', 'content', 'use', 'changes'] as const;

/** /terms: the terms of use. */
export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <LegalText
      title={t('terms.title')}
      updated={t('terms.updated')}
      sections={sectionKeys.map((key) => ({
        heading: t(`terms.sections.${key}.heading`),
        body: t(`terms.sections.${key}.body`),
      }))}
    />
  );
}
