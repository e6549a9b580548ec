import { arrayMove } from '@dnd-kit/sortable';
import { callRoute } from '@shortlist/api-client';
import type { OrganizationStage } from '@shortlist/domain/contract';
import { saveSubStages } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { byField, messagesUnder, noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { useFocusFirstInvalid } from '../Settings/use-focus-first-invalid.ts';
import * as styles from './SettingsStages.css.ts';
import { SortableSubStages } from './SortableSubStages.tsx';
import { StageToolbar } from './StageToolbar.tsx';
import type { SubStageDraft } from './sub-stage-draft.ts';
import {
  checkSubStages,
  describeSubStages,
  draftsOf,
  newDraft,
  removeDraft,
  renameDraft,
  setDefault,
  toSubStageBody,
} from './sub-stage-draft.ts';

/** One stage's sub-stages: edited here, saved together (PUT .../substages). */
export function StageEditor({
  stage,
  orgId,
  onOutcome,
}: {
  stage: OrganizationStage;
  orgId: number;
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [items, setItems] = useState<SubStageDraft[]>(() => draftsOf(stage));
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const body = useFocusFirstInvalid<HTMLDivElement>(errors);
  const stageName = t(`stages.${stage.id}`, { defaultValue: stage.name ?? String(stage.id) });
  const save = useMutation({
    mutationFn: (list: readonly SubStageDraft[]) =>
      callRoute(api, saveSubStages, { params: { orgId, stageId: stage.id }, body: toSubStageBody(list) }),
    onSuccess: async (saved) => {
      setItems(draftsOf(saved));
      setErrors(noFieldMessages);
      onOutcome({ kind: 'success', message: t('settings.stages.saved', { stage: stageName }) });
      await queryClient.invalidateQueries({ queryKey: ['stages'] });
    },
    onError: (failure) => {
      const { fields, message } = toSaveFailure(failure);
      setErrors(fields);
      onOutcome({ kind: 'failure', message });
    },
  });
  function change(next: SubStageDraft[]) {
    setItems(next);
    setErrors(noFieldMessages);
  }
  function submit() {
    const problems = checkSubStages(items);
    if (problems.length > 0) {
      setErrors(byField(problems));
      return;
    }
    save.mutate(items);
  }
  const rowErrors = messagesUnder(errors, 'subStages');
  // A message for the list as a whole (one default, duplicates, a removed sub-stage still in use).
  const listError = errors.subStages ?? errors[''];
  const headingId = `${id}-heading`;
  const dirty = JSON.stringify(toSubStageBody(items)) !== JSON.stringify(toSubStageBody(draftsOf(stage)));
  return (
    <section className={styles.stage} aria-labelledby={headingId}>
      {/* Folded by default: 20-odd stages stay one screen long, each opened to edit. */}
      <details className={styles.details}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.stageName}>
            {stageName}
          </h2>
          <span className={styles.codes}>{describeSubStages(items, t('settings.stages.defaultMark'))}</span>
          {dirty ? <span className={styles.unsaved}>{t('settings.stages.unsaved')}</span> : null}
        </summary>
        <div className={styles.body} ref={body}>
          <fieldset className={styles.fieldset} aria-describedby={listError ? `${id}-error` : undefined}>
            <legend className={styles.legend}>{t('settings.stages.legend', { stage: stageName })}</legend>
            <SortableSubStages
              items={items}
              radioName={`${id}-default`}
              errors={rowErrors}
              disabled={save.isPending}
              onMove={(from, to) => change(arrayMove(items, from, to))}
              onChange={(action) => {
                if (action.type === 'rename') change(renameDraft(items, action.key, action.code));
                else if (action.type === 'default') change(setDefault(items, action.key));
                else change(removeDraft(items, action.key));
              }}
            />
          </fieldset>
          {listError ? (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              {listError}
            </p>
          ) : null}
          <StageToolbar
            stageName={stageName}
            saving={save.isPending}
            dirty={dirty}
            onAdd={(code) => change([...items, newDraft(code, items)])}
            onDiscard={() => change(draftsOf(stage))}
            onSave={submit}
          />
        </div>
      </details>
    </section>
  );
}
