import * as styles from './data-screens.css.ts';

/** A data table's head: one column header per label, in order. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={styles.headerCell}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
