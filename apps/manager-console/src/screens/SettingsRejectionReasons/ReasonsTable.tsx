import type { RejectionReason } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './SettingsRejectionReasons.css.ts';

export type ReasonsTableProps = {
  reasons: readonly RejectionReason[];
  /**
   * The reason being retired or offered again: its buttons wait, marked aria-disabled rather than disabled so
   * the focus stays on the button the keyboard pressed.
   */
  changing: string | null;
  onRename: (reason: RejectionReason) => void;
  onSetRetired: (reason: RejectionReason, retired: boolean) => void;
};

/** The reasons in the API's order (the defaults, then the organisation's own as added), each with its actions. */
export function ReasonsTable({ reasons, changing, onRename, onSetRetired }: ReasonsTableProps) {
  const { t } = useTranslation('manager');
  const busy = (reason: RejectionReason) => changing === reason.id;
  const column = (name: 'name' | 'kind' | 'status' | 'actions') => (
    <th scope="col" className={styles.plainHeader}>
      {t(`settings.rejectionReasons.columns.${name}`)}
    </th>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby="rejection-reasons-caption">
      <table className={styles.table}>
        <caption id="rejection-reasons-caption" className={styles.caption}>
          <span className={styles.captionText}>{t('settings.rejectionReasons.caption')}</span>
        </caption>
        <thead>
          <tr>
            {column('name')}
            {column('kind')}
            {column('status')}
            {column('actions')}
          </tr>
        </thead>
        <tbody>
          {reasons.map((reason) => (
            <tr key={reason.id}>
              <th scope="row" className={reason.retired ? styles.retiredName : styles.nameCell}>
                {reason.name}
              </th>
              <td className={styles.cell}>
                {t(`settings.rejectionReasons.kind.${reason.isDefault ? 'default' : 'own'}`)}
              </td>
              <td className={styles.cell}>
                {t(`settings.rejectionReasons.status.${reason.retired ? 'retired' : 'offered'}`)}
              </td>
              <td className={styles.cell}>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-disabled={busy(reason) || undefined}
                    aria-label={t('settings.rejectionReasons.renameLabel', { name: reason.name })}
                    onClick={() => {
                      if (!busy(reason)) onRename(reason);
                    }}
                  >
                    {t('settings.rejectionReasons.rename')}
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-disabled={busy(reason) || undefined}
                    aria-label={t(
                      `settings.rejectionReasons.${reason.retired ? 'restoreLabel' : 'retireLabel'}`,
                      { name: reason.name },
                    )}
                    onClick={() => {
                      if (!busy(reason)) onSetRetired(reason, !reason.retired);
                    }}
                  >
                    {t(`settings.rejectionReasons.${reason.retired ? 'restore' : 'retire'}`)}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
