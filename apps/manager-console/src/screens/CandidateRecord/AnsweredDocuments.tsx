import type { OrganizationCandidateDocument } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './ApplicationAnswers.css.ts';
import type { RecordForm } from './record-form.ts';
import { askedDocumentKinds } from './record-form.ts';

/** The form's documents step: the file the candidate gave for each document asked for. */
export function AnsweredDocuments({
  form,
  documents,
}: {
  form: RecordForm;
  documents: readonly OrganizationCandidateDocument[];
}) {
  const { t } = useTranslation('manager');
  const kinds = askedDocumentKinds(form);
  if (kinds.length === 0) return null;
  return (
    <section className={styles.step}>
      <h3 className={styles.stepTitle}>{t('recordActions.answers.documentsStep')}</h3>
      <dl className={styles.answers}>
        {kinds.map((kind) => {
          const files = documents.filter((document) => document.documentType === kind);
          return (
            <div key={kind}>
              <dt className={styles.question}>{t(`recordActions.answers.documents.${kind}`)}</dt>
              <dd className={styles.answer}>
                {files.length === 0 ? (
                  <span className={styles.unanswered}>{t('recordActions.answers.noFile')}</span>
                ) : (
                  files
                    .map((file) =>
                      file.hiddenByBlindReview ? t('recordActions.documents.hidden') : file.fileName,
                    )
                    .join(', ')
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
