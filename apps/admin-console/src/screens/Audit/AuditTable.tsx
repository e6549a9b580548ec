import type { AuditLogEntry } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { HeaderRow } from '../data-screens/HeaderRow.tsx';
import { describeAuditDetails } from './audit-details.ts';

const columns = ['when', 'who', 'action', 'organization', 'record', 'details'] as const;

/** Audit entries, newest first: when (UTC), who, what, in which organisation, on which record, details. */
export function AuditTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <HeaderRow labels={columns.map((column) => t(`audit.columns.${column}`))} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.cell}>
                <time dateTime={new Date(entry.createdAt * 1000).toISOString()}>
                  {new Date(entry.createdAt * 1000).toISOString().replace('T', ' ').slice(0, 19)}
                </time>
              </td>
              <td className={styles.cell}>
                {entry.actor ? (
                  <>
                    {entry.actor.name}
                    <br />
                    <span className={styles.muted}>{entry.actor.email}</span>
                  </>
                ) : (
                  t('audit.system')
                )}
              </td>
              <td className={styles.actionCell}>{entry.action}</td>
              <td className={styles.cell}>{entry.organization?.name ?? t('audit.provider')}</td>
              <td className={styles.cell}>
                {entry.targetType}
                {entry.targetId ? ` ${entry.targetId}` : ''}
              </td>
              <td className={styles.cell}>
                <ul className={styles.detailList}>
                  {describeAuditDetails(entry.details).map(({ name, value }) => (
                    <li key={name}>
                      <span className={styles.muted}>{name}:</span>{' '}
                      <span className={styles.code}>{value}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
