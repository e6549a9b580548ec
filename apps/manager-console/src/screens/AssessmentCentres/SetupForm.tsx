import { ApiError } from '@shortlist/api-client';
import { exerciseKinds } from '@shortlist/domain/assessment';
import type { AssessmentCentreView } from '@shortlist/domain/contract';
import type { AssessmentCentreSetupInput } from '@shortlist/domain/schemas';
import { Button } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import * as styles from './AssessmentCentres.css.ts';
import type { AssessorDraft, ExerciseDraft, SetupDraft } from './setup-draft.ts';
import { bodyOf, draftOf, emptyAssessor, emptyExercise } from './setup-draft.ts';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The failure's messages, each with the field it names, so nothing is lost in a long form. */
function messagesOf(failure: unknown, fallback: string): string[] {
  if (failure instanceof ApiError && failure.fieldErrors.length > 0) {
    return failure.fieldErrors.map(({ field, message }) => `${field}: ${message}`);
  }
  return [failure instanceof Error ? failure.message : fallback];
}

/** The day's set-up: the day itself, rooms, exercises, who attends and who assesses (manager admins). */
export function SetupForm({
  view,
  onSave,
}: {
  view: AssessmentCentreView;
  onSave: (body: AssessmentCentreSetupInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('manager');
  const [draft, setDraft] = useState<SetupDraft>(() => draftOf(view));
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<SetupDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...change }));
  };
  const setExercise = (index: number, change: Partial<ExerciseDraft>) =>
    set({ exercises: draft.exercises.map((each, at) => (at === index ? { ...each, ...change } : each)) });
  const setAssessor = (index: number, change: Partial<AssessorDraft>) =>
    set({ assessors: draft.assessors.map((each, at) => (at === index ? { ...each, ...change } : each)) });
  const toggle = (ids: number[], id: number, on: boolean) =>
    on ? [...ids, id] : ids.filter((each) => each !== id);
  const attending = view.choices.candidates.filter((candidate) => draft.candidateIds.includes(candidate.id));
  const text =
    (value: string, change: (value: string) => void, type = 'text') =>
    (id: string) => (
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        onChange={(event) => change(event.target.value)}
      />
    );

  async function save() {
    setBusy(true);
    setProblems([]);
    try {
      await onSave(bodyOf(draft));
      setSaved(true);
    } catch (failure) {
      setProblems(messagesOf(failure, t('assessmentCentres.setup.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.section}
      aria-labelledby="centre-setup-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="centre-setup-heading" className={styles.heading}>
        {t('assessmentCentres.setup.heading')}
      </h2>
      <div className={styles.row}>
        <Labelled label={t('assessmentCentres.fields.name')}>
          {text(draft.name, (name) => set({ name }))}
        </Labelled>
        <Labelled label={t('assessmentCentres.fields.day')}>
          {text(draft.day, (day) => set({ day }), 'date')}
        </Labelled>
        <Labelled label={t('assessmentCentres.fields.startTime')}>
          {text(draft.startTime, (startTime) => set({ startTime }), 'time')}
        </Labelled>
        <Labelled label={t('assessmentCentres.fields.roundMinutes')}>
          {text(draft.roundMinutes, (roundMinutes) => set({ roundMinutes }), 'number')}
        </Labelled>
        <Labelled label={t('assessmentCentres.fields.breakMinutes')}>
          {text(draft.breakMinutes, (breakMinutes) => set({ breakMinutes }), 'number')}
        </Labelled>
        <Labelled label={t('assessmentCentres.fields.location')}>
          {text(draft.location, (location) => set({ location }))}
        </Labelled>
      </div>
      <Labelled label={t('assessmentCentres.fields.rooms')}>
        {(id) => (
          <textarea
            id={id}
            className={styles.textarea}
            value={draft.rooms}
            onChange={(event) => set({ rooms: event.target.value })}
          />
        )}
      </Labelled>

      <h3 className={styles.heading}>{t('assessmentCentres.setup.exercises')}</h3>
      {draft.exercises.map((exercise, index) => (
        // Exercises have no id until saved; their place in the list is their identity here.
        <fieldset key={index} className={styles.fieldset}>
          <legend className={styles.legend}>
            {t('assessmentCentres.setup.exerciseLegend', { number: index + 1 })}
          </legend>
          <div className={styles.row}>
            <Labelled label={t('assessmentCentres.fields.kind')}>
              {(id) => (
                <select
                  id={id}
                  className={styles.input}
                  value={exercise.kind}
                  onChange={(event) =>
                    setExercise(index, { kind: event.target.value as ExerciseDraft['kind'] })
                  }
                >
                  {exerciseKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`assessmentCentres.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.exerciseName')}>
              {text(exercise.name, (name) => setExercise(index, { name }))}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.minutes')}>
              {text(exercise.minutes, (minutes) => setExercise(index, { minutes }), 'number')}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.candidatesPerSession')}>
              {text(
                exercise.candidatesPerSession,
                (candidatesPerSession) => setExercise(index, { candidatesPerSession }),
                'number',
              )}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.assessorsPerSession')}>
              {text(
                exercise.assessorsPerSession,
                (assessorsPerSession) => setExercise(index, { assessorsPerSession }),
                'number',
              )}
            </Labelled>
          </div>
          <div className={styles.row}>
            <Labelled label={t('assessmentCentres.fields.exerciseRooms')}>
              {text(exercise.rooms, (rooms) => setExercise(index, { rooms }))}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.videoLink')}>
              {text(exercise.videoLink, (videoLink) => setExercise(index, { videoLink }), 'url')}
            </Labelled>
            <Labelled label={t('assessmentCentres.fields.kit')}>
              {(id) => (
                <select
                  id={id}
                  className={styles.input}
                  value={exercise.kitId}
                  onChange={(event) => setExercise(index, { kitId: event.target.value })}
                >
                  <option value="">{t('assessmentCentres.fields.noKit')}</option>
                  {view.choices.kits.map((kit) => (
                    <option key={kit.id} value={String(kit.id)}>
                      {kit.name}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
            <button
              type="button"
              className={toolButton}
              onClick={() => set({ exercises: draft.exercises.filter((_, at) => at !== index) })}
            >
              {t('assessmentCentres.setup.removeExercise', { name: exercise.name || index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className={toolButton}
          onClick={() => set({ exercises: [...draft.exercises, emptyExercise()] })}
        >
          {t('assessmentCentres.setup.addExercise')}
        </button>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('assessmentCentres.setup.candidates')}</legend>
        <p className={styles.muted}>
          {t('assessmentCentres.setup.candidatesHint', { count: draft.candidateIds.length })}
        </p>
        <div>
          <button
            type="button"
            className={toolButton}
            onClick={() => set({ candidateIds: view.choices.candidates.map((candidate) => candidate.id) })}
          >
            {t('assessmentCentres.setup.selectAll')}
          </button>
        </div>
        <div className={styles.checks}>
          {view.choices.candidates.map((candidate) => (
            <label key={candidate.id}>
              <input
                type="checkbox"
                checked={draft.candidateIds.includes(candidate.id)}
                onChange={(event) =>
                  set({ candidateIds: toggle(draft.candidateIds, candidate.id, event.target.checked) })
                }
              />{' '}
              {candidate.name}
            </label>
          ))}
        </div>
      </fieldset>

      <h3 className={styles.heading}>{t('assessmentCentres.setup.assessors')}</h3>
      {draft.assessors.map((assessor, index) => (
        <fieldset key={index} className={styles.fieldset}>
          <legend className={styles.legend}>
            {t('assessmentCentres.setup.assessorLegend', { number: index + 1 })}
          </legend>
          <div className={styles.row}>
            <Labelled label={t('assessmentCentres.fields.assessor')}>
              {(id) => (
                <select
                  id={id}
                  className={styles.input}
                  value={assessor.source}
                  onChange={(event) => setAssessor(index, { source: event.target.value })}
                >
                  <option value="outside">{t('assessmentCentres.fields.outside')}</option>
                  {view.choices.users.map((user) => (
                    <option key={user.id} value={String(user.id)}>
                      {user.name}
                    </option>
                  ))}
                </select>
              )}
            </Labelled>
            {assessor.source === 'outside' ? (
              <>
                <Labelled label={t('assessmentCentres.fields.email')}>
                  {text(assessor.email, (email) => setAssessor(index, { email }), 'email')}
                </Labelled>
                <Labelled label={t('assessmentCentres.fields.assessorName')}>
                  {text(assessor.name, (name) => setAssessor(index, { name }))}
                </Labelled>
              </>
            ) : null}
            <button
              type="button"
              className={toolButton}
              onClick={() => set({ assessors: draft.assessors.filter((_, at) => at !== index) })}
            >
              {t('assessmentCentres.setup.removeAssessor', {
                name: assessor.name || assessor.email || index + 1,
              })}
            </button>
          </div>
          <details>
            <summary>
              {t('assessmentCentres.fields.mayAssess')} (
              {assessor.exercises === null
                ? t('assessmentCentres.fields.anyExercise')
                : assessor.exercises.length}
              )
            </summary>
            <div className={styles.checks}>
              <label>
                <input
                  type="checkbox"
                  checked={assessor.exercises === null}
                  onChange={(event) => setAssessor(index, { exercises: event.target.checked ? null : [] })}
                />{' '}
                {t('assessmentCentres.fields.anyExercise')}
              </label>
              {draft.exercises.map((exercise, position) => (
                <label key={`${position}-${exercise.name}`}>
                  <input
                    type="checkbox"
                    disabled={assessor.exercises === null}
                    checked={assessor.exercises === null || assessor.exercises.includes(position)}
                    onChange={(event) =>
                      setAssessor(index, {
                        exercises: toggle(assessor.exercises ?? [], position, event.target.checked),
                      })
                    }
                  />{' '}
                  {exercise.name || t('assessmentCentres.setup.exerciseLegend', { number: position + 1 })}
                </label>
              ))}
            </div>
          </details>
          {attending.length > 0 ? (
            <details>
              <summary>
                {t('assessmentCentres.fields.conflicts')} ({assessor.conflictCandidateIds.length})
              </summary>
              <div className={styles.checks}>
                {attending.map((candidate) => (
                  <label key={candidate.id}>
                    <input
                      type="checkbox"
                      checked={assessor.conflictCandidateIds.includes(candidate.id)}
                      onChange={(event) =>
                        setAssessor(index, {
                          conflictCandidateIds: toggle(
                            assessor.conflictCandidateIds,
                            candidate.id,
                            event.target.checked,
                          ),
                        })
                      }
                    />{' '}
                    {candidate.name}
                  </label>
                ))}
              </div>
            </details>
          ) : null}
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className={toolButton}
          onClick={() => set({ assessors: [...draft.assessors, emptyAssessor()] })}
        >
          {t('assessmentCentres.setup.addAssessor')}
        </button>
      </div>

      {problems.length > 0 ? (
        <div role="alert">
          <p>{t('assessmentCentres.setup.failed')}</p>
          <ul className={styles.errors}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {saved ? <p role="status">{t('assessmentCentres.setup.saved')}</p> : null}
      <div>
        <Button size="medium" type="submit" lockoutMs={0} loading={busy}>
          {t('assessmentCentres.setup.save')}
        </Button>
      </div>
    </form>
  );
}
