import { ratingScale } from '@shortlist/domain/assessment';
import type { MarkerAnswer, MarkerQuestionView } from '@shortlist/domain/contract';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { ErrorState, TextareaField } from '@shortlist/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { toSaveFailure } from '../Settings/field-errors.ts';
import * as styles from './Marking.css.ts';
import { useMarkerQuestion } from './use-marking.ts';

const marks = Array.from(
  { length: ratingScale.max - ratingScale.min + 1 },
  (_, index) => ratingScale.min + index,
);

/** Where a marker starts: their first answer without a mark, else the first. */
const firstOpen = (answers: readonly MarkerAnswer[]) =>
  Math.max(
    0,
    answers.findIndex((answer) => answer.mark === null),
  );

// Number keys mark; typing a note must not.
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function QuestionMarking({
  view,
  onMark,
}: {
  view: MarkerQuestionView;
  onMark: (reference: string, mark: number, note: string) => Promise<void>;
}) {
  const { t } = useTranslation('manager');
  const { answers, question } = view;
  const [position, setPosition] = useState(() => firstOpen(answers));
  const answer = answers[Math.min(position, answers.length - 1)];
  const [note, setNote] = useState(answer?.note ?? '');
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);

  // A new answer shows its own note.
  useEffect(() => setNote(answer?.note ?? ''), [answer?.reference, answer?.note]);

  const go = (step: number) => setPosition((at) => Math.min(Math.max(at + step, 0), answers.length - 1));

  async function mark(value: number) {
    if (!answer || saving.current) return;
    saving.current = true;
    setError(null);
    try {
      await onMark(answer.reference, value, note);
      setSaid(t('marking.marker.saved', { mark: value }));
      if (position < answers.length - 1) go(1);
    } catch (failure) {
      setError(`${t('marking.marker.failed')} ${toSaveFailure(failure).message}`);
    } finally {
      saving.current = false;
    }
  }

  const markRef = useRef(mark);
  markRef.current = mark;
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const value = Number(event.key);
      if (marks.includes(value)) {
        event.preventDefault();
        void markRef.current(value);
      } else if (event.key === 'n' || event.key === 'ArrowRight') goRef.current(1);
      else if (event.key === 'p' || event.key === 'ArrowLeft') goRef.current(-1);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!answer) return <p>{t('marking.marker.noAnswers')}</p>;
  return (
    <div className={styles.markingLayout}>
      <section className={styles.stack} aria-labelledby="marking-answer-title">
        <h2 id="marking-answer-title" className={styles.cardTitle}>
          {t('marking.marker.answer', { position: position + 1, total: answers.length })}
        </h2>
        <p className={styles.muted}>{t('marking.marker.withheld')}</p>
        <p className={styles.answerText} data-answer-reference={answer.reference} data-testid="marker-answer">
          {answer.text}
        </p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('marking.marker.mark')}</legend>
          <div className={styles.markButtons}>
            {marks.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.markButton}
                aria-pressed={answer.mark === value}
                aria-label={t('marking.marker.markLabel', { mark: value })}
                onClick={() => void mark(value)}
              >
                {value}
              </button>
            ))}
          </div>
          <p className={styles.muted}>{t('marking.marker.keys')}</p>
        </fieldset>
        <TextareaField label={t('marking.marker.note')} rows={3} value={note} onChange={setNote} />
        {answer.mark !== null ? (
          <div>
            <button
              type="button"
              className={styles.toolButton}
              onClick={() => void mark(answer.mark ?? ratingScale.min)}
            >
              {t('marking.marker.saveNote')}
            </button>
          </div>
        ) : null}
        <div className={styles.row}>
          <button
            type="button"
            className={styles.toolButton}
            disabled={position === 0}
            onClick={() => go(-1)}
          >
            {t('marking.marker.previous')}
          </button>
          <button
            type="button"
            className={styles.toolButton}
            disabled={position >= answers.length - 1}
            onClick={() => go(1)}
          >
            {t('marking.marker.next')}
          </button>
        </div>
        <p role="status" className={styles.muted}>
          {said}
          {question.progress.marked === question.progress.total ? ` ${t('marking.marker.done')}` : ''}
        </p>
        {error ? (
          <p role="alert" className={styles.errorText}>
            {error}
          </p>
        ) : null}
      </section>
      <aside aria-labelledby="marking-guide-title" className={styles.card}>
        <h2 id="marking-guide-title" className={styles.cardTitle}>
          {t('marking.marker.guide')}
        </h2>
        <dl className={styles.guideList}>
          {marks.map((value) => {
            const text = question.guide[value as 1 | 2 | 3 | 4 | 5];
            return text ? (
              <div key={value}>
                <dt>{t('marking.marker.level', { level: value })}</dt>
                <dd>{text}</dd>
              </div>
            ) : null;
          })}
        </dl>
      </aside>
    </div>
  );
}

/** /manager/marking/{roundId}: a marker marks one question's answers, one at a time, blind, in their own order. */
export default function MarkerScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const roundId = Number(useParams().roundId);
  const [search] = useSearchParams();
  const asked = Number(search.get('question'));
  const questionId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const { view, mark } = useMarkerQuestion(roundId, questionId);
  const data = view.data;
  return (
    <ManagerPage title={t('marking.marker.title', { round: data?.roundName ?? '' })}>
      <div className={styles.stack}>
        {view.isPending ? <DelayedSpinner /> : null}
        {view.isError ? (
          <ErrorState
            title={t('marking.marker.loadFailed')}
            text={view.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => view.refetch()}
          />
        ) : null}
        {data ? (
          <>
            <nav aria-label={t('marking.marker.questions')}>
              <ul className={styles.questionTabs}>
                {data.questions.map((question) => (
                  <li key={question.id}>
                    <Link
                      to={`/manager/marking/${roundId}?question=${question.id}`}
                      aria-current={question.id === data.question.id ? 'page' : undefined}
                      className={question.id === data.question.id ? styles.primaryButton : styles.toolButton}
                    >
                      {question.prompt} ·{' '}
                      {t('marking.marker.questionProgress', {
                        marked: question.progress.marked,
                        total: question.progress.total,
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <h2 className={styles.cardTitle}>{data.question.prompt}</h2>
            <div className={styles.row}>
              <progress
                className={styles.progressBar}
                max={Math.max(data.question.progress.total, 1)}
                value={data.question.progress.marked}
                aria-label={t('marking.marker.progressLabel')}
              />
              <span data-testid="marker-progress">
                {t('marking.marker.progress', {
                  marked: data.question.progress.marked,
                  total: data.question.progress.total,
                })}
              </span>
            </div>
            <QuestionMarking
              key={data.question.id}
              view={data}
              onMark={async (reference, value, note) => void (await mark(reference, value, note))}
            />
          </>
        ) : null}
      </div>
    </ManagerPage>
  );
}
