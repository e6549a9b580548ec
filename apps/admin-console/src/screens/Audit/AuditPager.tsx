import type { Page } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';

/** Previous and next page of a server-side paged list, and where the reader is. */
export function AuditPager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.toolbar} aria-label={t('audit.title')}>
      <button
        type="button"
        className={styles.button}
        disabled={!page.hasPrevious}
        onClick={() => onPage(page.number - 1)}
      >
        {t('audit.previous')}
      </button>
      <span className={styles.muted}>
        {t('audit.page', { page: page.number + 1, pages: Math.max(page.totalPages, 1) })}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={!page.hasNext}
        onClick={() => onPage(page.number + 1)}
      >
        {t('audit.next')}
      </button>
    </nav>
  );
}
