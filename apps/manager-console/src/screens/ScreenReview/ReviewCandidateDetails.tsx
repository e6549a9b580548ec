import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { AnswerSteps } from '../CandidateRecord/ApplicationAnswers.tsx';
import { stageLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from '../Screening/Screening.css.ts';
import { ScreeningSection } from '../Screening/ScreeningSection.tsx';
import type { ReviewCandidate } from './review-candidate.ts';

const wordedKinds = ['CV', 'COVER', 'PHOTO'] as const;

/** What a reviewer reads of one application: role, stage, when, the answers and the list of documents. */
export function ReviewCandidateDetails({ candidate }: { candidate: ReviewCandidate }) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const stage = candidate.stageName ?? (candidate.stageId === null ? null : stageLabel(t, candidate.stageId));
  const kindOf = (kind: string) =>
    (wordedKinds as readonly string[]).includes(kind)
      ? t(`screening.reviewer.documentKinds.${kind as 'CV'}`)
      : kind;
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{t('screening.reviewer.role')}</dt>
          <dd className={styles.factValue}>{candidate.roleName ?? t('screening.candidate.noRole')}</dd>
        </div>
        {stage ? (
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t('screening.reviewer.stage')}</dt>
            <dd className={styles.factValue}>{stage}</dd>
          </div>
        ) : null}
        {candidate.appliedAt === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t('screening.reviewer.applied')}</dt>
            <dd className={styles.factValue}>
              {formatShortDate(candidate.appliedAt, toLocale(i18n.language))}
            </dd>
          </div>
        )}
      </dl>
      <ScreeningSection title={t('screening.candidate.answers')}>
        <AnswerSteps form={candidate.form} responses={candidate.responses} />
      </ScreeningSection>
      <ScreeningSection title={t('screening.reviewer.documents')}>
        {candidate.documents.length === 0 ? (
          <p className={styles.note}>{t('screening.reviewer.noDocuments')}</p>
        ) : (
          <ul className={styles.plainList}>
            {candidate.documents.map((document) => (
              <li key={document.id}>
                {kindOf(document.kind)}: {document.fileName}
              </li>
            ))}
          </ul>
        )}
      </ScreeningSection>
    </>
  );
}
