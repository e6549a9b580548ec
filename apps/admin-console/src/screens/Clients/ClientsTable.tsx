import type { OrganizationListItem } from '@shortlist/domain/contract';
import type { OrganizationSortColumn } from '@shortlist/domain/schemas';
import { organizationSortColumns } from '@shortlist/domain/schemas';
import { SortableHeader } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './Clients.css.ts';
import type { ClientListView } from './client-list-address.ts';

type ClientsTableProps = {
  clients: readonly OrganizationListItem[];
  total: number;
  view: ClientListView;
  onSort: (sortBy: OrganizationSortColumn, orderBy: 'asc' | 'desc') => void;
  busy: boolean;
};

/** One client's cell of each column, in the list's words. */
function useCells(): Record<OrganizationSortColumn, (client: OrganizationListItem) => ReactNode> {
  const { t, i18n } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    name: (client) => (
      <Link className={styles.link} to={`/admin/organizations/${client.id}`}>
        {client.name}
      </Link>
    ),
    sector: (client) => (client.sector?.kind ? t(`clients.sectorKind.${client.sector.kind}`) : ''),
    tier: (client) => (client.tier ? t(`clients.tier.${client.tier}`) : ''),
    productType: (client) => client.productType ?? '',
    // §3: a missing country base means UK.
    countryBase: (client) => t(`clients.countryBaseName.${client.countryBase ?? 'UK'}`),
    createdAt: (client) => (client.createdAt ? date.format(new Date(client.createdAt)) : ''),
    candidateCount: (client) => client.candidateCount.toLocaleString(i18n.language),
  };
}

/** The client list: a native table whose column headers sort it on the server. */
export function ClientsTable({ clients, total, view, onSort, busy }: ClientsTableProps) {
  const { t } = useTranslation('admin');
  const cells = useCells();
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.caption}>{t('clients.tableLabel', { count: total })}</caption>
        <thead>
          <tr>
            {organizationSortColumns.map((column) => (
              <SortableHeader
                key={column}
                className={styles.header}
                label={t(`clients.columns.${column}`)}
                direction={view.sortBy === column ? view.orderBy : null}
                onSort={(direction) => onSort(column, direction)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              {organizationSortColumns.map((column) => (
                <td key={column} className={column === 'candidateCount' ? styles.numericCell : styles.cell}>
                  {cells[column](client)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
