import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../app/AdminPage.tsx';

/** /admin: the provider's overview across all client organisations. */
export default function OverviewScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('overview.title')}>
      <p>{t('overview.intro')}</p>
    </AdminPage>
  );
}
