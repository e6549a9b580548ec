import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../app/AdminPage.tsx';
import * as styles from '../data-screens/data-screens.css.ts';
import { fieldErrorsOf } from '../data-screens/field-errors.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditPager } from './AuditPager.tsx';
import { AuditTable } from './AuditTable.tsx';
import type { AuditFilterForm } from './audit-filter.ts';
import { emptyAuditFilter, toAuditQuery } from './audit-filter.ts';
import { useAuditLog } from './use-audit-log.ts';

/** /admin/audit: the audit log searched by organisation, user, action and period, paged, exportable as CSV. */
export default function AuditScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const [form, setForm] = useState<AuditFilterForm>(emptyAuditFilter);
  const [page, setPage] = useState(0);
  const filter = toAuditQuery(form);
  const { entries, actions, exportCsv } = useAuditLog(filter, page);
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setExportFailure(null);
    try {
      await exportCsv();
    } catch (failure) {
      setExportFailure(fieldErrorsOf(failure).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminPage title={t('audit.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('audit.intro')}</p>
        <AuditFilters
          initial={form}
          actions={actions.data ?? []}
          onSearch={(next) => {
            setForm(next);
            setPage(0);
          }}
        />
        <div className={styles.toolbar}>
          <p className={styles.muted} role="status">
            {entries.data ? t('audit.count', { count: entries.data.totalElements }) : null}
          </p>
          <button
            type="button"
            className={styles.button}
            disabled={exporting}
            title={t('audit.exportHint')}
            onClick={download}
          >
            {exporting ? t('audit.exporting') : t('audit.export')}
          </button>
        </div>
        {exportFailure ? (
          <p className={styles.failure} role="alert">
            {exportFailure}
          </p>
        ) : null}
        {entries.isPending ? <DelayedSpinner /> : null}
        {entries.isError ? (
          <ErrorState
            title={t('audit.loadFailed')}
            text={entries.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => entries.refetch()}
          />
        ) : null}
        {entries.data && entries.data.totalElements === 0 ? <EmptyState title={t('audit.empty')} /> : null}
        {entries.data && entries.data.content.length > 0 ? (
          <>
            <AuditTable entries={entries.data.content} />
            <AuditPager page={entries.data} onPage={setPage} />
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
