import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import type { FormField } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import { AnsweredDocuments } from './AnsweredDocuments.tsx';
import * as styles from './ApplicationAnswers.css.ts';
import type { AnswerWords } from './answer-format.ts';
import { showAnswer } from './answer-format.ts';
import { RecordSection } from './RecordSection.tsx';
import type { StoredAnswer } from './record-form.ts';
import { answerableSteps, readRecordForm, readResponses } from './record-form.ts';

function Answer({
  field,
  answer,
  words,
}: {
  field: FormField;
  answer: StoredAnswer | undefined;
  words: AnswerWords;
}) {
  const { t } = useTranslation('manager');
  const shown = showAnswer(field, answer, words);
  if (shown === null)
    return <span className={styles.unanswered}>{t('recordActions.answers.notAnswered')}</span>;
  if (shown.kind === 'list')
    return (
      <ul className={styles.list}>
        {shown.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return <span className={shown.kind === 'longText' ? styles.longText : undefined}>{shown.text}</span>;
}

/**
 * The answers, read-only, step by step as the role's form asked them (§3 field types): the record's
 * Application section and an outside reviewer's link both show them this way.
 */
export function AnswerSteps({
  form: storedForm,
  responses: stored,
}: {
  form: unknown;
  responses: readonly unknown[];
}) {
  const { t, i18n } = useTranslation('manager');
  const form = readRecordForm(storedForm);
  const responses = readResponses(stored);
  const words: AnswerWords = {
    yes: t('recordActions.answers.yes'),
    no: t('recordActions.answers.no'),
    preferNotToSay: t('recordActions.answers.preferNotToSay'),
    locale: toLocale(i18n.language),
  };
  if (form === null) return <p className={styles.unanswered}>{t('recordActions.answers.noForm')}</p>;
  const steps = answerableSteps(form);
  if (steps.length === 0)
    return <p className={styles.unanswered}>{t('recordActions.answers.noQuestions')}</p>;
  return steps.map(({ section, fields }, index) => (
    // Unnamed, so not a landmark: a step called "Documents" must not repeat the record's Documents region.
    <section key={section.key} className={styles.step}>
      <h3 className={styles.stepTitle}>
        {section.title || t('recordActions.answers.untitledStep', { number: index + 1 })}
      </h3>
      <dl className={styles.answers}>
        {fields.map((field) => (
          <div key={field.key}>
            <dt className={styles.question}>{field.label}</dt>
            <dd className={styles.answer}>
              <Answer field={field} answer={responses.get(field.key)} words={words} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}

/** The record's Application section: the answers, then the documents the form asked for. */
export function ApplicationAnswers({ record }: { record: OrganizationCandidateView }) {
  const { t } = useTranslation('manager');
  const form = readRecordForm(record.form);
  return (
    <RecordSection title={t('recordActions.answers.title')}>
      <AnswerSteps form={record.form} responses={record.application.responses} />
      {form !== null ? <AnsweredDocuments form={form} documents={record.documents} /> : null}
    </RecordSection>
  );
}
