import type { OrganizationCandidateCode } from '@shortlist/domain/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../app/controls.css.ts';
import { toLocale } from '../../../app/format.ts';
import { AssessmentStateMarks } from '../../Assessments/AssessmentStateMarks.tsx';
import { RecordSection } from '../RecordSection.tsx';
import { stageLabel } from '../record-labels.ts';
import * as styles from './panels.css.ts';
import { assessmentTypeLabel, formatIsoDateTime } from './record-panel-format.ts';

export type CodesPanelProps = {
  codes: readonly OrganizationCandidateCode[];
  /** Beside the title: what a manager may do here (Invite to test on the record). */
  actions?: ReactNode;
};

const columns = ['type', 'stage', 'state', 'score', 'invited', 'updated'] as const;

/**
 * The application's assessment and scheduling codes (§4): type, stage, the state and result with the list's
 * marks, the score once completed, when it was sent and last changed.
 */
export function CodesPanel({ codes, actions }: CodesPanelProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const meta =
    actions || codes.length ? (
      <>
        {codes.length || null} {actions}
      </>
    ) : undefined;
  return (
    <RecordSection title={t('recordPanels.codes.title')} meta={meta}>
      {codes.length === 0 ? (
        <p className={styles.muted}>{t('recordPanels.codes.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={visuallyHidden}>{t('recordPanels.codes.title')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={styles.headerCell}>
                  {t(`recordPanels.codes.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.id}>
                <th scope="row" className={styles.cell}>
                  {assessmentTypeLabel(code.type)}
                </th>
                <td className={styles.cell}>{stageLabel(t, code.stage.id)}</td>
                <td className={styles.cell}>
                  <AssessmentStateMarks codeStage={code.codeStage} resultStage={code.resultStage} />
                </td>
                <td className={styles.cell}>
                  {code.resultStage === 'COMPLETED' && code.score !== null ? score.format(code.score) : ''}
                </td>
                <td className={styles.cell}>{formatIsoDateTime(code.createdAt, locale)}</td>
                <td className={styles.cell}>{formatIsoDateTime(code.updatedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordSection>
  );
}
