import type { ReportReply } from '@shortlist/domain/reports';
import { saveDownload } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import * as styles from './Reports.css.ts';
import { buildReportCsv, toCsvFile } from './report-csv.ts';
import { useReportWording } from './use-report-wording.ts';

export type ReportActionsProps = {
  reply: ReportReply | undefined;
  /** The report and its filters in a line: the CSV's first line. */
  title: string;
  /** Manager admins share; a shared report's reader does not. */
  onShare?: () => void;
};

/** Download CSV, Print and (for manager admins) Share, above the report. */
export function ReportActions({ reply, title, onShare }: ReportActionsProps) {
  const { t } = useTranslation('manager');
  const wording = useReportWording(reply?.minimumGroupSize ?? 5);

  function download() {
    if (!reply) return;
    const csv = buildReportCsv(reply, {
      title,
      sectionTitle: wording.sectionTitle,
      texts: wording.texts,
      notes: wording.notes(reply.sections),
      locale: wording.locale,
    });
    saveDownload(toCsvFile(csv), t('reports.csv.fileName', { kind: reply.kind.toLowerCase() }));
  }

  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.toolButton} disabled={!reply} onClick={download}>
        {t('reports.actions.csv')}
      </button>
      <button type="button" className={styles.toolButton} disabled={!reply} onClick={() => window.print()}>
        {t('reports.actions.print')}
      </button>
      {onShare ? (
        <button type="button" className={styles.primaryToolButton} onClick={onShare}>
          {t('reports.actions.share')}
        </button>
      ) : null}
    </div>
  );
}
