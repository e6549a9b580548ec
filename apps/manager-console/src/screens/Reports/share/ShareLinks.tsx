import type { ReportShare } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../../app/format.ts';
import * as table from '../../Roles/RolesScreen.css.ts';
import * as styles from '../Reports.css.ts';
import { useFilterLine } from '../use-filter-line.ts';
import type { ReportOptions } from '../use-report-options.ts';
import { shareStatus } from './use-report-shares.ts';

export type ShareLinksProps = {
  shares: readonly ReportShare[];
  options: ReportOptions;
  revoking: number | null;
  onRevoke: (share: ReportShare) => void;
};

/** The organisation's report links with their report, filters, expiry and status; live ones revocable. */
export function ShareLinks({ shares, options, revoking, onRevoke }: ShareLinksProps) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const { ofQuery } = useFilterLine();
  const now = Math.floor(Date.now() / 1000);
  if (shares.length === 0) return <p className={styles.hint}>{t('reports.share.none')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
    <section className={table.scroller} tabIndex={0} aria-label={t('reports.share.links')}>
      <table className={table.table}>
        <caption className={table.caption}>{t('reports.share.links')}</caption>
        <thead>
          <tr>
            {(['kind', 'filters', 'expires', 'status', 'action'] as const).map((column) => (
              <th key={column} scope="col" className={table.header}>
                {t(`reports.share.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => {
            const status = shareStatus(share, now);
            const expires = formatShortDate(share.expiresAt, locale);
            return (
              <tr key={share.id}>
                <th scope="row" className={table.cell}>
                  {t(`reports.kinds.${share.kind}`)}
                </th>
                <td className={table.cell}>{ofQuery(share.kind, share.query, options)}</td>
                <td className={table.cell}>{expires}</td>
                <td className={table.cell}>{t(`reports.share.status.${status}`)}</td>
                <td className={table.cell}>
                  {status === 'live' ? (
                    <button
                      type="button"
                      className={styles.toolButton}
                      disabled={revoking === share.id}
                      aria-label={t('reports.share.revokeLink', {
                        kind: t(`reports.kinds.${share.kind}`),
                        date: expires,
                      })}
                      onClick={() => onRevoke(share)}
                    >
                      {t('reports.share.revoke')}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
