import type { KeyboardEvent } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton } from '../../../app/controls.css.ts';
import { toLocale } from '../../../app/format.ts';
import type { FieldMessages } from '../../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../../Settings/field-errors.ts';
import { useFocusFirstInvalid } from '../../Settings/use-focus-first-invalid.ts';
import { ScoreField } from './ScoreField.tsx';
import * as styles from './ScoresPanel.css.ts';
import { checkDraft, draftOf } from './score-draft.ts';
import type { ScoreMetric } from './score-metrics.ts';
import type { ScoreOutcome } from './score-outcome.ts';
import { messagesByMetric, outcomeText, problemMessage } from './score-outcome.ts';
import type { StageScoresReply } from './use-stage-scores.ts';
import { useSaveStageScores } from './use-stage-scores.ts';

export type StageScoresFormProps = {
  orgId: number;
  candidateId: number;
  stageId: number;
  metrics: readonly ScoreMetric[];
  scores: StageScoresReply['scores'];
  onSaved: (reply: StageScoresReply) => void;
};

/**
 * One stage's scores: a field per metric, checked by the domain's rule before anything is sent; only the
 * changed scores are sent, and a refused value saves nothing. Ctrl+Enter (⌘+Enter) saves from any field.
 */
export function StageScoresForm({
  orgId,
  candidateId,
  stageId,
  metrics,
  scores,
  onSaved,
}: StageScoresFormProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const saved = useMemo(() => draftOf(metrics, scores, stageId), [metrics, scores, stageId]);
  const [draft, setDraft] = useState(saved);
  const [messages, setMessages] = useState<FieldMessages>(noFieldMessages);
  const [outcome, setOutcome] = useState<ScoreOutcome>(null);
  const save = useSaveStageScores(orgId, candidateId);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(messages);

  function submit() {
    if (save.isPending) return;
    const check = checkDraft(metrics, draft, saved);
    if (!check.ok) {
      const refused = Object.entries(check.problems).map(([key, problem]) => [
        key,
        problemMessage(t, problem),
      ]);
      setMessages(Object.fromEntries(refused));
      setOutcome({ kind: 'invalid', count: refused.length });
      return;
    }
    setMessages(noFieldMessages);
    if (check.entries.length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    save.mutate(
      { stageId, entries: check.entries },
      {
        onSuccess: (reply) => {
          onSaved(reply);
          setDraft(draftOf(metrics, reply.scores, stageId));
          setOutcome({ kind: 'saved', count: check.entries.length, at: new Date() });
        },
        onError: (error) => {
          const failure = toSaveFailure(error);
          setMessages(messagesByMetric(failure.fields, check.entries));
          setOutcome({ kind: 'failed', reason: failure.message });
        },
      },
    );
  }

  function saveOnShortcut(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  }

  const failed = outcome?.kind === 'invalid' || outcome?.kind === 'failed';
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('recordPanels.scores.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={saveOnShortcut}
    >
      <div className={styles.fields}>
        {metrics.map((metric) => (
          <ScoreField
            key={metric.key}
            metric={metric}
            value={draft[metric.key] ?? ''}
            error={messages[metric.key]}
            onChange={(value) => setDraft((before) => ({ ...before, [metric.key]: value }))}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={primaryToolButton}
          aria-busy={save.isPending}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {t('recordPanels.scores.save')}
        </button>
        <span className={styles.status}>{t('recordPanels.scores.saveShortcut')}</span>
      </div>
      {/* Both live regions stay in the page so a new message in either is announced. */}
      <p role="status" className={styles.status}>
        {failed ? '' : outcomeText(t, outcome, toLocale(i18n.language))}
      </p>
      <p role="alert" className={styles.failure}>
        {failed ? outcomeText(t, outcome, toLocale(i18n.language)) : ''}
      </p>
    </form>
  );
}
