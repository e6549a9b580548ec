import type { AdminReferenceItem } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { HeaderRow } from '../data-screens/HeaderRow.tsx';

type Props = {
  items: readonly AdminReferenceItem[];
  onEdit: (item: AdminReferenceItem) => void;
  onRetire: (item: AdminReferenceItem, retired: boolean) => void;
};

/** A row's button, named with the row's item so a screen reader hears which one ("Retire Woman"). */
function RowAction({ text, name, onClick }: { text: string; name: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.button} aria-label={`${text} ${name}`} onClick={onClick}>
      {text}
    </button>
  );
}

/** A stored list's items: value, label, whether it is offered, and the admin's row actions. */
export function ItemsTable({ items, onEdit, onRetire }: Props) {
  const { t } = useTranslation('admin');
  const columns = ['value', 'label', 'status', 'actions'] as const;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <HeaderRow labels={columns.map((column) => t(`referenceData.columns.${column}`))} />
        <tbody>
          {items.map((item) => {
            const retired = item.retiredAt !== null;
            return (
              <tr key={item.id}>
                <td className={`${styles.cell} ${styles.code}`}>{item.value}</td>
                <th scope="row" className={styles.rowHeaderCell}>
                  {item.label}
                </th>
                <td className={styles.cell}>
                  {t(retired ? 'referenceData.status.retired' : 'referenceData.status.offered')}
                </td>
                <td className={styles.cell}>
                  <div className={styles.actions}>
                    <RowAction
                      text={t('referenceData.edit')}
                      name={item.label}
                      onClick={() => onEdit(item)}
                    />
                    <RowAction
                      text={t(retired ? 'referenceData.restore' : 'referenceData.retire')}
                      name={item.label}
                      onClick={() => onRetire(item, !retired)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
