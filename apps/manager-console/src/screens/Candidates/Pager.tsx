import { Pagination } from '@shortlist/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CandidateList.css.ts';
import type { PageSize } from './list-address.ts';
import { pageSizes } from './list-address.ts';

export type PagerProps = {
  page: number;
  size: PageSize;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  locale: string;
};

/** '21–40 of 1,234', rows per page (20, 50, 100, 500) and the page buttons. */
export function Pager({ page, size, total, onPage, onSize, locale }: PagerProps) {
  const { t } = useTranslation(['manager', 'common']);
  const sizeField = useId();
  const number = new Intl.NumberFormat(locale);
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <div className={styles.pager}>
      <span className={styles.muted}>
        {t('candidateList.paging.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </span>
      <label htmlFor={sizeField} className={styles.pickerLabel}>
        {t('candidateList.paging.perPage')}
      </label>
      <select
        id={sizeField}
        className={styles.select}
        value={size}
        onChange={(event) => onSize(Number(event.target.value) as PageSize)}
      >
        {pageSizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Pagination
        page={page}
        totalPages={Math.ceil(total / size)}
        onPageChange={onPage}
        labels={{
          navigation: t('candidateList.paging.label'),
          previous: t('candidateList.paging.previous'),
          next: t('candidateList.paging.next'),
          page: (pageNumber) =>
            t('common:pagination.page', { page: pageNumber, total: Math.ceil(total / size) }),
        }}
      />
    </div>
  );
}
