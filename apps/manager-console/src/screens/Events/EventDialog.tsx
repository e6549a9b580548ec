import { coachingEventTypes, recruitmentEventTypes } from '@shortlist/domain/enums';
import { fromZonedInputValue, toZonedInputValue } from '@shortlist/domain/format';
import type { EventCreate, EventQuestion, ManagedEventView } from '@shortlist/domain/schemas';
import { fieldLimits, maxEventCapacity } from '@shortlist/domain/schemas';
import { Button, Dialog, TextareaField, TextField } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './Events.css.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';

export type EventDraft = {
  name: string;
  eventType: string;
  start: string;
  end: string;
  location: string;
  capacity: string;
  description: string;
  questions: EventQuestion[];
};

export function draftOf(event: ManagedEventView | null, timeZone: string): EventDraft {
  if (!event) {
    return {
      name: '',
      eventType: '',
      start: '',
      end: '',
      location: '',
      capacity: '',
      description: '',
      questions: [],
    };
  }
  return {
    name: event.name,
    eventType: event.eventType,
    start: toZonedInputValue(event.eventStartDate, timeZone),
    end: toZonedInputValue(event.eventEndDate, timeZone),
    location: event.location,
    capacity: event.capacity === null ? '' : String(event.capacity),
    description: event.description,
    questions: event.questions,
  };
}

type Errors = Partial<Record<string, string>>;

/** The draft as the API's body, or the fields the browser can already tell are wrong (domain wording). */
export function readDraft(
  draft: EventDraft,
  timeZone: string,
  t: (key: string) => string,
): { body: Omit<EventCreate, 'archived' | 'organizationId'> } | { errors: Errors } {
  const errors: Errors = {};
  const start = fromZonedInputValue(draft.start, timeZone);
  const end = fromZonedInputValue(draft.end, timeZone);
  const capacity = draft.capacity.trim() === '' ? null : Number(draft.capacity);
  if (draft.name.trim() === '') errors.name = t('events.form.required');
  if (draft.eventType === '') errors.eventType = t('events.form.required');
  if (start === null) errors.eventStartDate = t('events.form.invalidDate');
  if (end === null) errors.eventEndDate = t('events.form.invalidDate');
  else if (start !== null && end <= start) errors.eventEndDate = t('events.form.endBeforeStart');
  if (capacity !== null && !(Number.isInteger(capacity) && capacity >= 1 && capacity <= maxEventCapacity)) {
    errors.capacity = t('events.form.invalidCapacity');
  }
  draft.questions.forEach((question, index) => {
    if (question.label.trim() === '') errors[`questions.${index}.label`] = t('events.form.required');
  });
  if (Object.keys(errors).length > 0 || start === null || end === null) return { errors };
  return {
    body: {
      name: draft.name.trim(),
      eventType: draft.eventType as EventCreate['eventType'],
      eventStartDate: start,
      eventEndDate: end,
      location: draft.location.trim() || null,
      capacity,
      description: draft.description.trim() || null,
      questions: draft.questions.map((question) => ({ ...question, label: question.label.trim() })),
    },
  };
}

/** Every field message of a 400 by its full path ('questions.1.label'), so nested ones land on their control. */
function serverErrors(failure: unknown): { fields: Errors; general: string | null } {
  const { general } = readFieldErrors(failure);
  const fieldErrors = (failure as { fieldErrors?: { field: string; message: string }[] }).fieldErrors ?? [];
  const fields: Errors = {};
  for (const { field, message } of fieldErrors) fields[field] ??= message;
  return { fields, general };
}

export type EventDialogProps = {
  event: ManagedEventView | null;
  timeZone: string;
  timeZoneLabel: string;
  onSave: (body: Omit<EventCreate, 'archived' | 'organizationId'>) => Promise<unknown>;
  onClose: () => void;
};

/** Creates or edits an event: every field of §3 Event, times on the organisation's clock. */
export function EventDialog({ event, timeZone, timeZoneLabel, onSave, onClose }: EventDialogProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(event, timeZone));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (field: keyof EventDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const errorOf = (field: string) => (errors[field] ? { error: errors[field] } : {});

  async function save() {
    if (saving) return;
    const read = readDraft(draft, timeZone, t as (key: string) => string);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setSaving(true);
    setErrors({});
    setGeneral(null);
    try {
      await onSave(read.body);
      onClose();
    } catch (failure) {
      const found = serverErrors(failure);
      setErrors(found.fields);
      setGeneral(found.general);
      setSaving(false);
    }
  }

  const typeGroups = [
    { label: t('events.form.recruitmentTypes'), types: recruitmentEventTypes },
    { label: t('events.form.coachingTypes'), types: coachingEventTypes },
  ];
  const zoneHelp = t('events.form.timesIn', { zone: timeZoneLabel });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={event ? t('events.form.editTitle', { name: event.name }) : t('events.form.createTitle')}
      closeLabel={t('events.form.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={saving} onClick={save}>
            {t('events.form.save')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={saving} onClick={onClose}>
            {t('events.form.cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('events.form.name')}
          value={draft.name}
          onChange={change('name')}
          maxLength={fieldLimits.name}
          required
          {...errorOf('name')}
        />
        <div className={styles.nativeField}>
          <label htmlFor={`${id}-type`} className={styles.nativeLabel}>
            {t('events.form.type')}
          </label>
          <select
            id={`${id}-type`}
            className={styles.toolButton}
            value={draft.eventType}
            required
            aria-invalid={errors.eventType ? true : undefined}
            aria-describedby={errors.eventType ? `${id}-type-error` : undefined}
            onChange={(select) => change('eventType')(select.target.value)}
          >
            <option value="">{t('events.form.chooseType')}</option>
            {typeGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.types.map((type) => (
                  <option key={type} value={type}>
                    {t(`events.types.${type}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors.eventType ? (
            <p id={`${id}-type-error`} className={styles.fieldError}>
              {errors.eventType}
            </p>
          ) : null}
        </div>
        <div className={styles.twoColumns}>
          <TextField
            label={t('events.form.start')}
            type="datetime-local"
            helperText={zoneHelp}
            value={draft.start}
            onChange={change('start')}
            required
            {...errorOf('eventStartDate')}
          />
          <TextField
            label={t('events.form.end')}
            type="datetime-local"
            helperText={zoneHelp}
            value={draft.end}
            onChange={change('end')}
            required
            {...errorOf('eventEndDate')}
          />
        </div>
        <TextField
          label={t('events.form.location')}
          helperText={t('events.form.locationHelp')}
          value={draft.location}
          onChange={change('location')}
          maxLength={fieldLimits.label}
          {...errorOf('location')}
        />
        <TextField
          label={t('events.form.capacity')}
          helperText={t('events.form.capacityHelp')}
          type="number"
          value={draft.capacity}
          onChange={change('capacity')}
          {...errorOf('capacity')}
        />
        <TextareaField
          label={t('events.form.description')}
          value={draft.description}
          onChange={change('description')}
          rows={3}
          {...errorOf('description')}
        />
        <QuestionsEditor
          questions={draft.questions}
          errors={errors}
          onChange={(questions) => setDraft((d) => ({ ...d, questions }))}
        />
        {general ? (
          <p className={styles.fieldError} role="alert">
            {general}
          </p>
        ) : null}
        {/* Enter in a field saves, as in the console's other dialogs. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
