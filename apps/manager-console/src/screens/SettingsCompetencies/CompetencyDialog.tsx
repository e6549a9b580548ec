import type { Competency } from '@shortlist/domain/contract';
import type { CompetencyCreate } from '@shortlist/domain/schemas';
import { Button, Dialog, TextareaField, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import * as styles from './SettingsCompetencies.css.ts';

const levels = ['1', '2', '3', '4', '5'] as const;
const required = new Set(['1', '3', '5']);

export type CompetencyDialogProps = {
  title: string;
  competency: Competency | null;
  onSave: (input: CompetencyCreate) => Promise<unknown>;
  onClose: () => void;
};

/** A competency's name, meaning and 1-5 guide; the server's messages show at their fields. */
export function CompetencyDialog({ title, competency, onSave, onClose }: CompetencyDialogProps) {
  const { t } = useTranslation('manager');
  const [name, setName] = useState(competency?.name ?? '');
  const [description, setDescription] = useState(competency?.description ?? '');
  const [guide, setGuide] = useState<Record<string, string>>({ ...competency?.guide });
  const [fields, setFields] = useState<FieldMessages>(noFieldMessages);
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const anchors = Object.fromEntries(
        levels.flatMap((level) => (guide[level]?.trim() ? [[level, guide[level]]] : [])),
      );
      await onSave({ name, description, guide: anchors });
      onClose();
    } catch (failure) {
      const { fields: messages, message } = toSaveFailure(failure);
      setFields(messages);
      setGeneral(Object.keys(messages).length > 0 ? null : message);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={title}
      closeLabel={t('settings.competencies.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={saving} onClick={save}>
            {t('settings.competencies.save')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={saving} onClick={onClose}>
            {t('settings.competencies.cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('settings.competencies.fields.name')}
          value={name}
          onChange={setName}
          maxLength={120}
          required
          error={fields.name}
        />
        <TextareaField
          label={t('settings.competencies.fields.description')}
          value={description}
          onChange={setDescription}
          rows={2}
          maxLength={500}
          error={fields.description}
        />
        {levels.map((level) => (
          <TextareaField
            key={level}
            label={t(`settings.competencies.fields.${required.has(level) ? 'anchor' : 'anchorOptional'}`, {
              level,
            })}
            value={guide[level] ?? ''}
            onChange={(value) => setGuide((before) => ({ ...before, [level]: value }))}
            rows={2}
            maxLength={500}
            required={required.has(level)}
            error={fields[`guide.${level}`]}
          />
        ))}
        {general ? (
          <p role="alert" className={styles.failure}>
            {general}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
