import { useTranslation } from 'react-i18next';
import * as styles from './ApplicationAnswers.css.ts';
import type { AnswerValue } from './application-answers.ts';
import { answerSections } from './application-answers.ts';

export type ApplicationAnswersProps = {
  /** The role's form configuration as the API sends it. */
  form: unknown;
  responses: readonly unknown[];
  /** Level of the section titles under the answers' own heading. */
  headingLevel?: 3 | 4;
};

/**
 * The application's answers as a reviewer's link answers them (role form and responses, not the manager's
 * record view the record's own answers component reads), read-only, question by question under the form's section titles. */
export function ApplicationAnswers({ form, responses, headingLevel = 3 }: ApplicationAnswersProps) {
  const { t } = useTranslation('manager');
  const sections = answerSections(form, responses);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const words = (value: AnswerValue) => {
    if (value.kind === 'none')
      return <span className={styles.none}>{t('screening.candidate.notAnswered')}</span>;
    if (value.kind === 'yesNo') return value.yes ? t('screening.candidate.yes') : t('screening.candidate.no');
    return value.text;
  };
  if (sections.length === 0) return <p className={styles.none}>{t('screening.candidate.noAnswers')}</p>;
  return (
    <div className={styles.answers}>
      {sections.map((section) => (
        <div key={section.key}>
          {section.title ? <Heading className={styles.sectionTitle}>{section.title}</Heading> : null}
          <dl className={styles.list}>
            {section.questions.map((question) => (
              <div key={question.key} className={styles.item}>
                <dt className={styles.question}>{question.label}</dt>
                <dd className={styles.answer}>{words(question.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
