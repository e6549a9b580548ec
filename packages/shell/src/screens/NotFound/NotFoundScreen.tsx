import { NotFound } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';

/** Any path no route knows (§2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <NotFound
      heading={t('notFound.heading')}
      text={t('notFound.body')}
      homeLinkText={t('notFound.home')}
      homeHref="/"
    />
  );
}
