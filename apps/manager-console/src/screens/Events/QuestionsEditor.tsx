import type { EventQuestion } from '@shortlist/domain/schemas';
import { fieldLimits, maxEventQuestions } from '@shortlist/domain/schemas';
import { TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './Events.css.ts';

// A new question's id: stable while the event lives, so answers stay with their question when others move.
const newQuestionId = () => `q${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export type QuestionsEditorProps = {
  questions: readonly EventQuestion[];
  /** Field messages by full path ('questions.1.label'). */
  errors: Partial<Record<string, string>>;
  onChange: (questions: EventQuestion[]) => void;
};

/** The small list of questions a registrant answers: add, word, mark required, remove. */
export function QuestionsEditor({ questions, errors, onChange }: QuestionsEditorProps) {
  const { t } = useTranslation('manager');
  const change = (index: number, patch: Partial<EventQuestion>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('events.form.questions')}</legend>
      <p className={styles.summary}>{t('events.form.questionsHelp', { max: maxEventQuestions })}</p>
      {errors.questions ? <p className={styles.fieldError}>{errors.questions}</p> : null}
      {questions.map((question, index) => {
        const number = index + 1;
        const error = errors[`questions.${index}.label`];
        return (
          <div key={question.id} className={styles.questionRow}>
            <TextField
              label={t('events.form.question', { number })}
              value={question.label}
              onChange={(label) => change(index, { label })}
              maxLength={fieldLimits.label}
              {...(error ? { error } : {})}
            />
            <label className={styles.nativeLabel}>
              <input
                type="checkbox"
                checked={question.required}
                onChange={(box) => change(index, { required: box.target.checked })}
              />{' '}
              {t('events.form.questionRequired')}
            </label>
            <button
              type="button"
              className={styles.toolButton}
              aria-label={t('events.form.removeQuestion', { number })}
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </div>
        );
      })}
      {questions.length < maxEventQuestions ? (
        <div>
          <button
            type="button"
            className={styles.toolButton}
            onClick={() => onChange([...questions, { id: newQuestionId(), label: '', required: false }])}
          >
            {t('events.form.addQuestion')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
