import { callRoute } from '@shortlist/api-client';
import type { MarkableQuestion } from '@shortlist/domain/contract';
import { listOrganizationUsers } from '@shortlist/domain/contract';
import type { MarkingRoundBody } from '@shortlist/domain/schemas';
import { pipelineOrder } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { CheckboxField, DropdownField, TextareaField, TextField } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import * as styles from './Marking.css.ts';
import type { GuideLevel, QuestionDraft, RoundDraft } from './round-draft.ts';
import { bodyIndexOf, guideLevels, newRoundDraft, roundBodyOf, toggled } from './round-draft.ts';

type Person = { id: number; name: string };

/** A manager admin sets a round up: name, stage, marks per answer, questions with guides and weights, people. */
export function RoundSetupForm({
  orgId,
  questions,
  onSave,
  onCancel,
}: {
  orgId: number;
  questions: readonly MarkableQuestion[];
  onSave: (body: MarkingRoundBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const [draft, setDraft] = useState<RoundDraft>(() =>
    newRoundDraft(questions, t('marking.setup.defaultName')),
  );
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const people = useQuery({
    queryKey: ['organization-users', orgId],
    enabled: orgId > 0,
    queryFn: ({ signal }) => callRoute(api, listOrganizationUsers, { params: { id: orgId }, signal }),
  });
  const managers: Person[] = (people.data ?? [])
    .filter((user) => (user as { active?: boolean | null }).active !== false)
    .map((user) => ({
      id: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    }));

  const change = (patch: Partial<RoundDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const changeQuestion = (fieldKey: string, patch: Partial<QuestionDraft>) =>
    setDraft((before) => ({
      ...before,
      questions: before.questions.map((question) =>
        question.fieldKey === fieldKey ? { ...question, ...patch } : question,
      ),
    }));
  const questionError = (fieldKey: string, path: string) =>
    errors[`questions.${bodyIndexOf(draft, fieldKey)}.${path}`];
  const listError = (field: string) =>
    Object.entries(errors)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .map(([, message]) => message)
      .join(' ') || undefined;

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(roundBodyOf(draft));
    } catch (error) {
      const saveFailure = toSaveFailure(error);
      setErrors(saveFailure.fields);
      setFailure(saveFailure.message);
    } finally {
      setSaving(false);
    }
  }

  const personChoices = (legend: string, field: 'markerUserIds' | 'decisionMakerUserIds', help?: string) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {help ? <p className={styles.muted}>{help}</p> : null}
      <div className={styles.choices}>
        {managers.map((person) => (
          <CheckboxField
            key={person.id}
            label={person.name}
            checked={draft[field].includes(person.id)}
            onChange={(on) => change({ [field]: toggled(draft[field], person.id, on) })}
          />
        ))}
      </div>
      {listError(field) ? <p className={styles.errorText}>{listError(field)}</p> : null}
    </fieldset>
  );

  return (
    <form
      className={styles.card}
      aria-label={t('marking.setup.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className={styles.cardTitle}>{t('marking.setup.title')}</h2>
      {failure ? (
        <p className={styles.errorText} role="alert">
          {t('marking.setup.failed')} {failure}
        </p>
      ) : null}
      <TextField
        label={t('marking.setup.name')}
        value={draft.name}
        error={errors.name}
        onChange={(name) => change({ name })}
        required
      />
      <DropdownField
        label={t('marking.setup.stage')}
        value={draft.stageId}
        error={errors.stageId}
        options={pipelineOrder.map((id) => ({ value: String(id), label: t(`stages.${id}` as 'stages.1') }))}
        onChange={(stageId) => change({ stageId })}
      />
      <TextField
        label={t('marking.setup.marksPerAnswer')}
        helperText={t('marking.setup.marksPerAnswerHelp')}
        type="number"
        value={draft.marksPerAnswer}
        error={errors.marksPerAnswer}
        onChange={(marksPerAnswer) => change({ marksPerAnswer })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('marking.setup.questions')}</legend>
        {errors.questions ? <p className={styles.errorText}>{errors.questions}</p> : null}
        {draft.questions.map((question) => (
          <div key={question.fieldKey} className={styles.stack}>
            <CheckboxField
              label={t('marking.setup.question', { prompt: question.prompt })}
              checked={question.chosen}
              error={question.chosen ? questionError(question.fieldKey, 'fieldKey') : undefined}
              onChange={(chosen) => changeQuestion(question.fieldKey, { chosen })}
            />
            {question.chosen ? (
              <>
                <TextField
                  label={t('marking.setup.weight')}
                  helperText={t('marking.setup.weightHelp')}
                  type="number"
                  value={question.weight}
                  error={questionError(question.fieldKey, 'weight')}
                  onChange={(weight) => changeQuestion(question.fieldKey, { weight })}
                />
                <div className={styles.guideGrid}>
                  {guideLevels.map((level: GuideLevel) => (
                    <TextareaField
                      key={level}
                      rows={2}
                      label={
                        level === '2' || level === '4'
                          ? t('marking.setup.guideOptional', { level })
                          : t('marking.setup.guide', { level })
                      }
                      value={question.guide[level]}
                      error={questionError(question.fieldKey, `guide.${level}`)}
                      required={level !== '2' && level !== '4'}
                      onChange={(text) =>
                        changeQuestion(question.fieldKey, { guide: { ...question.guide, [level]: text } })
                      }
                    />
                  ))}
                </div>
              </>
            ) : null}
          </div>
        ))}
      </fieldset>
      {personChoices(t('marking.setup.markers'), 'markerUserIds')}
      {personChoices(
        t('marking.setup.decisionMakers'),
        'decisionMakerUserIds',
        t('marking.setup.decisionMakersHelp'),
      )}
      <div className={styles.row}>
        <button type="submit" className={styles.primaryButton} disabled={saving}>
          {t('marking.setup.save')}
        </button>
        <button type="button" className={styles.toolButton} onClick={onCancel}>
          {t('marking.setup.cancel')}
        </button>
      </div>
    </form>
  );
}
