import type { Competency, InterviewKit } from '@shortlist/domain/contract';
import { CheckboxListField, DropdownField, TextareaField, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stageLabel } from '../CandidateRecord/record-labels.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import * as styles from './InterviewKits.css.ts';
import type { KitDraft, QuestionDraft } from './kit-draft.ts';
import { draftOfKit, emptyQuestion, totalMinutesOf } from './kit-draft.ts';

export type KitEditorProps = {
  kit: InterviewKit | null;
  stageIds: readonly number[];
  competencies: readonly Competency[];
  onSave: (draft: KitDraft) => Promise<unknown>;
  onCancel: () => void;
};

/** A kit's name, stage, introduction, competencies and questions; the server's messages show at their fields. */
export function KitEditor({ kit, stageIds, competencies, onSave, onCancel }: KitEditorProps) {
  const { t } = useTranslation(['manager', 'common']);
  const [draft, setDraft] = useState(() => draftOfKit(kit, stageIds[0] ?? 0));
  const [fields, setFields] = useState<FieldMessages>(noFieldMessages);
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const offered = competencies.filter((each) => !each.retired || draft.competencyIds.includes(each.id));
  const kitOptions = offered.map((each) => ({ value: String(each.id), label: each.name }));
  const setQuestion = (index: number, change: Partial<QuestionDraft>) =>
    setDraft((before) => ({
      ...before,
      questions: before.questions.map((question, at) =>
        at === index ? { ...question, ...change } : question,
      ),
    }));

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch (failure) {
      const { fields: messages, message } = toSaveFailure(failure);
      setFields(messages);
      setGeneral(message);
      setSaving(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={t('interviewKits.editorTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('interviewKits.fields.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        maxLength={120}
        required
        error={fields.name}
      />
      <DropdownField
        label={t('interviewKits.fields.stage')}
        value={String(draft.stageId)}
        options={stageIds.map((id) => ({ value: String(id), label: stageLabel(t, id) }))}
        onChange={(value) => setDraft({ ...draft, stageId: Number(value) })}
        error={fields.stageId}
      />
      <TextareaField
        label={t('interviewKits.fields.introduction')}
        value={draft.introduction}
        onChange={(introduction) => setDraft({ ...draft, introduction })}
        rows={3}
        maxLength={4096}
        error={fields.introduction}
      />
      <CheckboxListField
        label={t('interviewKits.fields.competencies')}
        options={kitOptions}
        values={draft.competencyIds.map(String)}
        onChange={(values) => setDraft({ ...draft, competencyIds: values.map(Number) })}
        error={Object.entries(fields).find(([field]) => field.startsWith('competencyIds'))?.[1]}
      />
      {draft.questions.map((question, index) => {
        const number = index + 1;
        const at = (field: string) => fields[`questions.${index}.${field}`];
        return (
          <fieldset key={question.key} className={styles.question}>
            <legend className={styles.subheading}>{t('interviewKits.fields.prompt', { number })}</legend>
            <TextareaField
              label={t('interviewKits.fields.prompt', { number })}
              value={question.prompt}
              onChange={(prompt) => setQuestion(index, { prompt })}
              rows={2}
              maxLength={500}
              required
              error={at('prompt')}
            />
            <TextareaField
              label={t('interviewKits.fields.followUps')}
              value={question.followUps}
              onChange={(followUps) => setQuestion(index, { followUps })}
              rows={2}
              error={at('followUps')}
            />
            <TextareaField
              label={t('interviewKits.fields.goodAnswer')}
              value={question.goodAnswer}
              onChange={(goodAnswer) => setQuestion(index, { goodAnswer })}
              rows={2}
              maxLength={4096}
              error={at('goodAnswer')}
            />
            <CheckboxListField
              label={t('interviewKits.fields.questionCompetencies', { number })}
              options={kitOptions.filter((option) => draft.competencyIds.includes(Number(option.value)))}
              values={question.competencyIds.map(String)}
              onChange={(values) => setQuestion(index, { competencyIds: values.map(Number) })}
              error={
                Object.entries(fields).find(([field]) =>
                  field.startsWith(`questions.${index}.competencyIds`),
                )?.[1]
              }
            />
            <TextField
              label={t('interviewKits.fields.minutes')}
              type="number"
              value={String(question.minutes)}
              onChange={(value) => setQuestion(index, { minutes: Number(value) || 0 })}
              error={at('minutes')}
            />
            <div>
              <button
                type="button"
                className={styles.toolButton}
                onClick={() =>
                  setDraft({ ...draft, questions: draft.questions.filter((_, at) => at !== index) })
                }
              >
                {t('interviewKits.removeQuestion', { number })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <p className={styles.muted}>
        {t('interviewKits.totalMinutes', { count: draft.questions.length, minutes: totalMinutesOf(draft) })}
      </p>
      {general ? (
        <p role="alert" className={styles.failure}>
          {general}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => setDraft({ ...draft, questions: [...draft.questions, emptyQuestion()] })}
        >
          {t('interviewKits.addQuestion')}
        </button>
        <button type="submit" className={styles.primaryButton} aria-disabled={saving || undefined}>
          {t('interviewKits.save')}
        </button>
        <button type="button" className={styles.toolButton} onClick={onCancel}>
          {t('interviewKits.cancel')}
        </button>
      </div>
    </form>
  );
}
