import { DelayedSpinner } from '@shortlist/shell/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from './people.css.ts';

export type PeopleTableProps<Row> = {
  query: UseQueryResult<Row[]>;
  /** Column headings, already translated. */
  headings: readonly string[];
  empty: string;
  /** The outcome of the last action, read out by screen readers. */
  outcome: string | null;
  row: (item: Row) => ReactNode;
};

/** The users' or contacts' table with its loading, failed and empty states, and the last action's outcome. */
export function PeopleTable<Row>({ query, headings, empty, outcome, row }: PeopleTableProps<Row>) {
  return (
    <>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      {query.isPending ? <DelayedSpinner /> : null}
      {query.isError ? <p className={styles.error}>{query.error.message}</p> : null}
      {query.isSuccess && query.data.length === 0 ? <p>{empty}</p> : null}
      {query.isSuccess && query.data.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col" className={styles.cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{query.data.map(row)}</tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
