import type { ReportReply } from '@shortlist/domain/reports';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReportBody } from './ReportBody.tsx';

/** A report being counted, failed, empty or counted. */
export function ReportState({ report }: { report: UseQueryResult<ReportReply> }) {
  const { t } = useTranslation(['manager', 'common']);
  if (report.isError) {
    return (
      <ErrorState
        title={t('reports.loadFailed')}
        text={report.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => report.refetch()}
      />
    );
  }
  if (report.isPending) return report.fetchStatus === 'idle' ? null : <DelayedSpinner />;
  if (report.data.total === 0) return <EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />;
  return <ReportBody reply={report.data} />;
}
