import type { OrganizationCandidateCode } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../app/controls.css.ts';
import { toLocale } from '../../../app/format.ts';
import { RecordSection } from '../RecordSection.tsx';
import { stageLabel } from '../record-labels.ts';
import * as styles from './panels.css.ts';
import { assessmentTypeLabel, formatIsoDateTime } from './record-panel-format.ts';

export type CodesPanelProps = { codes: readonly OrganizationCandidateCode[] };

const codeStageKeys = ['PENDING', 'INVITED', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;
type WordedCodeStage = (typeof codeStageKeys)[number];

function isWordedCodeStage(value: string): value is WordedCodeStage {
  return (codeStageKeys as readonly string[]).includes(value);
}

/** The application's assessment and scheduling codes (§4): type, stage, state and any test result. */
export function CodesPanel({ codes }: CodesPanelProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const state = (value: string | null) =>
    value !== null && isWordedCodeStage(value) ? t(`codeStage.${value}`) : (value ?? '');
  return (
    <RecordSection title={t('recordPanels.codes.title')} meta={codes.length || undefined}>
      {codes.length === 0 ? (
        <p className={styles.muted}>{t('recordPanels.codes.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={visuallyHidden}>{t('recordPanels.codes.title')}</caption>
          <thead>
            <tr>
              {(['type', 'stage', 'state', 'result', 'updated'] as const).map((column) => (
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
                <td className={styles.cell}>{state(code.codeStage)}</td>
                <td className={styles.cell}>{state(code.resultStage)}</td>
                <td className={styles.cell}>{formatIsoDateTime(code.updatedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordSection>
  );
}
