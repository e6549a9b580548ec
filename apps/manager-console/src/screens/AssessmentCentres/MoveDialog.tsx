import type { AssessmentCentreView, CentreSession } from '@shortlist/domain/contract';
import type { RotaMove } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './AssessmentCentres.css.ts';
import { assessorName, candidateName, clockOf, exerciseName, roomName } from './centre-words.ts';

type Mode = 'candidate' | 'assessor';

/** A hand edit of one sitting: move one of its candidates elsewhere, or put another assessor in it. */
export function MoveDialog({
  view,
  session,
  onMove,
  onClose,
}: {
  view: AssessmentCentreView;
  session: CentreSession;
  onMove: (move: RotaMove) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const id = useId();
  const [mode, setMode] = useState<Mode>('candidate');
  const [candidateId, setCandidateId] = useState(String(session.candidateIds[0] ?? ''));
  const others = view.sessions.filter(
    (each) => each.exerciseId === session.exerciseId && each.id !== session.id,
  );
  const [target, setTarget] = useState(String(others[0]?.id ?? ''));
  const [assessorKey, setAssessorKey] = useState(session.assessorKeys[0] ?? '');
  const replacements = view.assessors.filter((assessor) => !session.assessorKeys.includes(assessor.key));
  const [replacementKey, setReplacementKey] = useState(replacements[0]?.key ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exercise = exerciseName(view, session.exerciseId);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await onMove(
        mode === 'candidate'
          ? {
              kind: 'candidate',
              candidateId: Number(candidateId),
              fromSessionId: session.id,
              toSessionId: Number(target),
            }
          : { kind: 'assessor', sessionId: session.id, assessorKey, replacementKey },
      );
      onClose();
    } catch (failure) {
      const { fields, general } = readFieldErrors(failure);
      setError(Object.values(fields)[0] ?? general ?? t('assessmentCentres.move.failed'));
      setBusy(false);
    }
  }

  const select = (
    label: string,
    value: string,
    change: (value: string) => void,
    options: [string, string][],
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${label}`}>
        {label}
      </label>
      <select
        id={`${id}-${label}`}
        className={styles.input}
        value={value}
        onChange={(event) => change(event.target.value)}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('assessmentCentres.move.title', { exercise, round: session.round + 1 })}
      closeLabel={t('assessmentCentres.move.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={busy} onClick={save}>
            {t('assessmentCentres.move.confirm')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('assessmentCentres.move.cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.section}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('assessmentCentres.move.what')}</legend>
          {(['candidate', 'assessor'] as const).map((each) => (
            <label key={each}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === each}
                onChange={() => setMode(each)}
              />{' '}
              {t(
                each === 'candidate'
                  ? 'assessmentCentres.move.moveCandidate'
                  : 'assessmentCentres.move.replaceAssessor',
              )}
            </label>
          ))}
        </fieldset>
        {mode === 'candidate' ? (
          <>
            {select(
              t('assessmentCentres.move.candidate'),
              candidateId,
              setCandidateId,
              session.candidateIds.map((each) => [String(each), candidateName(view, each)]),
            )}
            {select(
              t('assessmentCentres.move.target'),
              target,
              setTarget,
              others.map((each) => {
                const room = roomName(view, each);
                return [
                  String(each.id),
                  t('assessmentCentres.move.targetOption', {
                    round: each.round + 1,
                    start: clockOf(each.startAt, view.timeZone, locale),
                    place: room ? `, ${room}` : '',
                  }),
                ];
              }),
            )}
          </>
        ) : (
          <>
            {select(
              t('assessmentCentres.move.assessor'),
              assessorKey,
              setAssessorKey,
              session.assessorKeys.map((key) => [key, assessorName(view, key)]),
            )}
            {select(
              t('assessmentCentres.move.replacement'),
              replacementKey,
              setReplacementKey,
              replacements.map((assessor) => [assessor.key, assessor.name]),
            )}
          </>
        )}
        {error ? (
          <p role="alert" className={styles.errors}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
