import type { FormFieldType } from '@shortlist/domain/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import type { DragHandle } from '../Settings/SortableList.tsx';
import { SortableList } from '../Settings/SortableList.tsx';
import { AddFieldRow } from './AddFieldRow.tsx';
import * as styles from './builder.css.ts';
import { TextInput } from './EditorField.tsx';
import { FieldRow } from './FieldRow.tsx';
import type { BuilderField, BuilderSection } from './form-model.ts';
import { DragHandleButton, MoveButtons } from './MoveButtons.tsx';
import { useBuilderSortWords } from './use-builder-sort-words.ts';

export type StepCardProps = {
  step: BuilderSection;
  index: number;
  count: number;
  handle: DragHandle;
  errorOf: (target: string) => string | undefined;
  onRename: (title: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onAddField: (type: FormFieldType, label: string) => void;
  onChangeField: (uid: string, change: Partial<BuilderField>) => void;
  onMoveField: (from: number, to: number) => void;
  onRemoveField: (uid: string) => void;
};

/** One step of the form: its title, its questions in order, and a row to add the next question. */
export function StepCard(props: StepCardProps) {
  const { step, index, count, handle, errorOf } = props;
  const { t } = useTranslation('manager');
  const sortWords = useBuilderSortWords();
  const [open, setOpen] = useState<string | null>(null);
  const name = step.title || t('settings.builder.newStepTitle', { number: index + 1 });
  return (
    <section
      className={styles.step}
      aria-label={t('settings.builder.step.label', { number: index + 1, title: name })}
    >
      <div className={styles.stepHeader}>
        <DragHandleButton name={name} handle={handle} />
        <span className={styles.stepNumber}>{t('settings.builder.newStepTitle', { number: index + 1 })}</span>
        <TextInput
          className={styles.stepTitle}
          label={t('settings.builder.step.title')}
          value={step.title}
          error={errorOf(`${step.uid}.title`)}
          onChange={(event) => props.onRename(event.target.value)}
        />
        <MoveButtons id={step.uid} name={name} index={index} count={count} onMove={props.onMove} />
        <button
          type="button"
          className={toolButton}
          aria-label={`${t('settings.builder.step.remove')}: ${name}`}
          onClick={props.onRemove}
        >
          {t('settings.builder.step.remove')}
        </button>
      </div>
      {step.fields.length === 0 ? <p className={styles.empty}>{t('settings.builder.step.empty')}</p> : null}
      <SortableList
        announce={sortWords}
        className={styles.fields}
        items={step.fields}
        idOf={(field) => field.uid}
        nameOf={(field) => field.label || field.key}
        onMove={props.onMoveField}
        renderItem={(field, fieldIndex, fieldHandle) => (
          <FieldRow
            field={field}
            index={fieldIndex}
            count={step.fields.length}
            open={open === field.uid}
            handle={fieldHandle}
            errorOf={(part) => errorOf(`${field.uid}.${part}`)}
            onToggle={() => setOpen(open === field.uid ? null : field.uid)}
            onChange={(change) => props.onChangeField(field.uid, change)}
            onMove={props.onMoveField}
            onRemove={() => props.onRemoveField(field.uid)}
          />
        )}
      />
      {errorOf(`${step.uid}.fields`) ? <p className={styles.error}>{errorOf(`${step.uid}.fields`)}</p> : null}
      <AddFieldRow stepName={name} onAdd={props.onAddField} />
    </section>
  );
}
