import type { ScorecardRecommendation } from '@shortlist/domain/assessment';
import { ratingScale, scorecardRecommendations } from '@shortlist/domain/assessment';
import type { Competency, InterviewKit, ScorecardView } from '@shortlist/domain/contract';
import { SingleOptionField, TextareaField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { KitGuide } from './KitGuide.tsx';
import * as styles from './Scorecards.css.ts';
import type { ScorecardSaveBody } from './scorecard-draft.ts';
import { competenciesToRate, draftOf, saveBodyOf } from './scorecard-draft.ts';

export type ScorecardFormProps = {
  /** The assessor's scorecard so far, if any. */
  card: ScorecardView | undefined;
  competencies: readonly Competency[];
  kits: readonly InterviewKit[];
  onSave: (body: ScorecardSaveBody) => Promise<unknown>;
  /** Whether the kit may be chosen (an outside assessor's link names the scorecard as it is). */
  kitChoice?: boolean;
};

const levels = Array.from(
  { length: ratingScale.max - ratingScale.min + 1 },
  (_, index) => ratingScale.min + index,
);

/**
 * The assessor's own scorecard beside the kit: a 1-5 radio group per competency with its guide's anchors in the
 * options' labels, evidence notes, the overall recommendation and private notes; saved as a draft or submitted.
 */
export function ScorecardForm({ card, competencies, kits, onSave, kitChoice = true }: ScorecardFormProps) {
  const { t } = useTranslation('manager');
  const [draft, setDraft] = useState(() => draftOf(card, kits));
  const [fields, setFields] = useState<FieldMessages>(noFieldMessages);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);
  const kit = kits.find((each) => each.id === draft.kitId);
  const shown = competenciesToRate(
    competencies,
    kit,
    card?.ratings.map((entry) => entry.competencyId),
  );
  const submitted = card?.status === 'submitted';

  async function save(submit: boolean) {
    if (saving) return;
    setSaving(true);
    try {
      await onSave(saveBodyOf(draft, shown, submit));
      setFields(noFieldMessages);
      const said = submitted ? 'changed' : submit ? 'submitted' : 'savedDraft';
      setOutcome({ kind: 'success', message: t(`scorecards.${said}`), at: Date.now() });
    } catch (failure) {
      const { fields: messages, message } = toSaveFailure(failure);
      setFields(messages);
      setOutcome({
        kind: 'failure',
        message: Object.keys(messages).length > 0 ? t('scorecards.saveFailed') : message,
        at: Date.now(),
      });
    } finally {
      setSaving(false);
    }
  }

  const setRating = (competencyId: number, change: Partial<{ rating: number | null; evidence: string }>) =>
    setDraft((before) => ({
      ...before,
      ratings: {
        ...before.ratings,
        [competencyId]: { rating: null, evidence: '', ...before.ratings[competencyId], ...change },
      },
    }));

  return (
    <div className={styles.sideBySide}>
      <form
        className={styles.stack}
        aria-label={t('scorecards.yours')}
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        {kitChoice && kits.length > 0 ? (
          <label className={styles.toolbar}>
            {t('scorecards.kit')}
            <select
              value={draft.kitId ?? ''}
              onChange={(event) =>
                setDraft((before) => ({
                  ...before,
                  kitId: event.target.value ? Number(event.target.value) : null,
                }))
              }
            >
              {kits.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
              <option value="">{t('scorecards.noKit')}</option>
            </select>
          </label>
        ) : null}
        {shown.map((competency, index) => (
          <fieldset key={competency.id} className={styles.card}>
            <legend className={styles.subheading}>{competency.name}</legend>
            {competency.description ? <p className={styles.muted}>{competency.description}</p> : null}
            <SingleOptionField
              label={t('scorecards.rating', { competency: competency.name })}
              options={levels.map((level) => {
                const anchor = competency.guide[String(level) as '1'];
                return {
                  value: String(level),
                  label: anchor
                    ? t('scorecards.ratingOption', { level, anchor })
                    : t('scorecards.ratingOptionBare', { level }),
                };
              })}
              value={draft.ratings[competency.id]?.rating?.toString() ?? null}
              onChange={(value) => setRating(competency.id, { rating: Number(value) })}
              error={fields[`ratings.${index}.rating`] ?? fields[`ratings.${index}.competencyId`]}
            />
            <TextareaField
              label={t('scorecards.evidence', { competency: competency.name })}
              value={draft.ratings[competency.id]?.evidence ?? ''}
              onChange={(evidence) => setRating(competency.id, { evidence })}
              rows={2}
              maxLength={4096}
            />
          </fieldset>
        ))}
        <SingleOptionField
          label={t('scorecards.recommendation')}
          options={scorecardRecommendations.map((value) => ({
            value,
            label: t(`scorecards.recommendations.${value}`),
          }))}
          value={draft.recommendation}
          onChange={(value) =>
            setDraft((before) => ({ ...before, recommendation: value as ScorecardRecommendation }))
          }
          error={fields.recommendation}
        />
        <TextareaField
          label={t('scorecards.privateNotes')}
          helperText={t('scorecards.privateNotesHelp')}
          value={draft.privateNotes}
          onChange={(privateNotes) => setDraft((before) => ({ ...before, privateNotes }))}
          rows={3}
          maxLength={4096}
        />
        <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
        <div className={styles.actions}>
          {submitted ? (
            <button type="submit" className={styles.primaryButton} aria-disabled={saving || undefined}>
              {t('scorecards.saveChanges')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={styles.toolButton}
                aria-disabled={saving || undefined}
                onClick={() => void save(false)}
              >
                {t('scorecards.saveDraft')}
              </button>
              <button type="submit" className={styles.primaryButton} aria-disabled={saving || undefined}>
                {t('scorecards.submit')}
              </button>
            </>
          )}
        </div>
      </form>
      {kit ? <KitGuide kit={kit} competencies={competencies} /> : null}
    </div>
  );
}
