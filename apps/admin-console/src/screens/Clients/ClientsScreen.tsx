import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../app/AdminPage.tsx';

/** /clients: the provider's client organisations (§7 GET /organization). */
export default function ClientsScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('clients.title')}>
      <p>{t('clients.empty')}</p>
    </AdminPage>
  );
}
