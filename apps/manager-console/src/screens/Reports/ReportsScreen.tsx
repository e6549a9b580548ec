import { managerReportScreens } from '@shortlist/i18n/resources/manager-report-screens';
import { useShell, useShellStore, useWording } from '@shortlist/shell/react';
import { Tabs } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { ReportActions } from './ReportActions.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportState } from './ReportState.tsx';
import * as styles from './Reports.css.ts';
import {
  changeReportAddress,
  readReportAddress,
  toReportQuery,
  writeReportAddress,
} from './report-address.ts';
import './report-print.css';
import { LazyShareDialog } from './share/LazyShareDialog.tsx';
import { useFilterLine } from './use-filter-line.ts';
import { useReport } from './use-report.ts';
import { useReportOptions } from './use-report-options.ts';

/** /manager/reports: the organisation's reports by kind, filtered (all in the address), exported, printed, shared. */
export default function ReportsScreen() {
  useWording('manager', managerReportScreens);
  const { t } = useTranslation('manager');
  const shell = useShell();
  const isAdmin = useShellStore(shell.user, (state) => state.user?.userType === 'HIRING_MANAGER_ADMIN');
  const options = useReportOptions();
  const [params, setParams] = useSearchParams();
  const address = readReportAddress(params, options.kinds[0] ?? 'CONTEXTUAL');
  const report = useReport(address);
  const line = useFilterLine().ofAddress(address, options);
  const [sharing, setSharing] = useState(false);
  const query = toReportQuery(address);

  const change = (next: Partial<typeof address>) =>
    setParams(writeReportAddress(changeReportAddress(address, next)), { replace: true });

  return (
    <ManagerPage
      title={t('reports.title')}
      actions={
        <ReportActions
          reply={report.data}
          title={line}
          {...(isAdmin && query ? { onShare: () => setSharing(true) } : {})}
        />
      }
    >
      <div className={styles.kinds}>
        <Tabs
          label={t('reports.kindsLabel')}
          tabs={options.kinds.map((kind) => ({ id: kind, label: t(`reports.kinds.${kind}`) }))}
          selectedId={address.kind}
          onSelect={(kind) => change({ kind: kind as typeof address.kind })}
        >
          <div className={styles.stack}>
            <ReportFilters address={address} options={options} onChange={change} />
            <p className={styles.filterLine}>{line}</p>
            <ReportState report={report} />
          </div>
        </Tabs>
      </div>
      {sharing && query ? (
        <LazyShareDialog
          kind={address.kind}
          query={query}
          options={options}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </ManagerPage>
  );
}
