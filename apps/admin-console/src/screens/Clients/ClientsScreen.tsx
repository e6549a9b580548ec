import { EmptyState, ErrorState, Pagination } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import { ClientFilters } from './ClientFilters.tsx';
import * as styles from './Clients.css.ts';
import { ClientsTable } from './ClientsTable.tsx';
import { useClientList } from './use-client-list.ts';

/** /clients: the provider's client organisations (§7 GET /organization), searched, filtered, sorted and paged. */
export default function ClientsScreen() {
  const { t } = useTranslation('admin');
  const { view, page, change } = useClientList();
  const clients = page.data?.content ?? [];
  return (
    <AdminPage
      title={t('clients.title')}
      actions={
        <Link className={styles.link} to="/admin/organizations/new">
          {t('clients.add')}
        </Link>
      }
    >
      <div className={styles.stack}>
        <ClientFilters view={view} onChange={change} />
        {page.isError ? (
          <ErrorState title={t('clients.failed')} />
        ) : page.data && clients.length === 0 ? (
          <EmptyState title={t('clients.empty')} />
        ) : (
          <ClientsTable
            clients={clients}
            total={page.data?.totalElements ?? 0}
            view={view}
            busy={page.isFetching}
            onSort={(sortBy, orderBy) => change({ sortBy, orderBy })}
          />
        )}
        {(page.data?.totalPages ?? 0) > 1 ? (
          <Pagination
            page={view.page}
            totalPages={page.data?.totalPages ?? 1}
            onPageChange={(next) => change({ page: next })}
            labels={{
              navigation: t('clients.pagination.navigation'),
              previous: t('clients.pagination.previous'),
              next: t('clients.pagination.next'),
              page: (number) => t('clients.pagination.page', { number }),
            }}
          />
        ) : null}
      </div>
    </AdminPage>
  );
}
