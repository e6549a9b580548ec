import { managerReportScreens } from '@shortlist/i18n/resources/manager-report-screens';
import { Page, useWording } from '@shortlist/shell/react';
import { EmptyState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { ReportActions } from './ReportActions.tsx';
import { ReportState } from './ReportState.tsx';
import * as styles from './Reports.css.ts';
import './report-print.css';
import { isDeadLink } from '../ScreenReview/use-reviewer-link.ts';
import { useFilterLine } from './use-filter-line.ts';
import { useSharedReport } from './use-report.ts';

/**
 * /manager/reports?share=<token>: a shared report, read-only and without signing in (§2 manager reports
 * layout). Its filters are fixed by the link and shown as text; no controls, no share button.
 */
export default function SharedReportScreen({ token }: { token: string }) {
  useWording('manager', managerReportScreens);
  const { t } = useTranslation('manager');
  const report = useSharedReport(token);
  const { ofShared } = useFilterLine();
  const reply = report.data;
  const line = reply ? ofShared(reply.kind, reply.type, reply.filters) : '';
  // Decision: a visitor of a shared report gets no navigation into the console it cannot open.
  if (report.isError && isDeadLink(report.error)) {
    return (
      <Page layout="managerReports" links={[]} title={t('reports.shared.title')}>
        <div role="alert">
          <EmptyState title={t('reports.shared.gone')} text={t('reports.shared.goneText')} />
        </div>
      </Page>
    );
  }
  return (
    <Page
      layout="managerReports"
      links={[]}
      title={t('reports.shared.title')}
      subtitle={t('reports.shared.readOnly')}
      actions={<ReportActions reply={reply} title={line} />}
    >
      <div className={styles.stack}>
        {reply ? <p className={styles.filterLine}>{line}</p> : null}
        <ReportState report={report} />
      </div>
    </Page>
  );
}
