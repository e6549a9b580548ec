import { callRoute } from '@shortlist/api-client';
import { listRoles } from '@shortlist/domain/contract';
import type { ScheduleType } from '@shortlist/domain/schemas';
import { scheduleTypes } from '@shortlist/domain/schemas';
import { assessmentTypes } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { PanelFields } from './PanelFields.tsx';
import { StageCandidates } from './StageCandidates.tsx';
import * as styles from './wizard.css.ts';
import type { WizardDraft } from './wizard-draft.ts';

export type StepProps = {
  draft: WizardDraft;
  onChange: (change: Partial<WizardDraft>) => void;
};

/** Step 1 (structure): the role, the interview stage (§4 allowed stages), who books, the panel, and whom to invite. */
export function StructureStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const roleField = useId();
  const stageField = useId();
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => callRoute(api, listRoles, { signal }),
  });
  const stages = assessmentTypes[draft.type].allowedStageIds;
  const fromSelection = draft.preselected !== null && draft.useSelection;
  const stageName = (stageId: number | null) =>
    stageId === null ? '' : t(`stages.${stageId}` as 'stages.1');

  return (
    <div className={styles.frame}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={roleField} className={styles.label}>
            {t('scheduleWizard.structure.role')}
          </label>
          <select
            id={roleField}
            className={compactControl}
            value={draft.roleId ?? ''}
            onChange={(event) =>
              onChange({ roleId: event.target.value ? Number(event.target.value) : null, candidateIds: [] })
            }
          >
            <option value="">{t('scheduleWizard.structure.chooseRole')}</option>
            {(roles.data ?? []).map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={stageField} className={styles.label}>
            {t('scheduleWizard.structure.stage')}
          </label>
          <select
            id={stageField}
            className={compactControl}
            value={draft.stageId ?? ''}
            onChange={(event) => {
              const stageId = event.target.value ? Number(event.target.value) : null;
              // The schedule is named after its stage until the manager names it otherwise (step 2).
              const named = draft.name !== '' && draft.name !== stageName(draft.stageId);
              onChange({ stageId, candidateIds: [], name: named ? draft.name : stageName(stageId) });
            }}
          >
            <option value="">{t('scheduleWizard.structure.chooseStage')}</option>
            {stages.map((stageId) => (
              <option key={stageId} value={stageId}>
                {t(`stages.${stageId}` as 'stages.1')}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('scheduleWizard.structure.type')}</legend>
          {scheduleTypes.map((type: ScheduleType) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="schedule-type"
                value={type}
                checked={draft.type === type}
                onChange={() => onChange({ type })}
              />
              {t(`scheduleWizard.structure.types.${type}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <PanelFields draft={draft} onChange={onChange} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('scheduleWizard.structure.candidates')}</legend>
        {draft.preselected !== null ? (
          <>
            <label className={styles.choice}>
              <input
                type="radio"
                name="candidate-source"
                checked={fromSelection}
                onChange={() => onChange({ useSelection: true })}
              />
              {t('scheduleWizard.structure.fromSelection', { count: draft.preselected.length })}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="candidate-source"
                checked={!fromSelection}
                onChange={() => onChange({ useSelection: false })}
              />
              {t('scheduleWizard.structure.atStage')}
            </label>
          </>
        ) : null}
        {fromSelection ? null : (
          <StageCandidates
            roleId={draft.roleId}
            stageId={draft.stageId}
            chosen={draft.candidateIds}
            onChoose={(candidateIds) => onChange({ candidateIds })}
          />
        )}
      </fieldset>
    </div>
  );
}
