import { callRoute } from '@shortlist/api-client';
import type { OrganizationStage } from '@shortlist/domain/contract';
import { saveOrganizationSettings } from '@shortlist/domain/contract';
import type { OrganizationSettings } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { byField, noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { useFocusFirstInvalid } from '../Settings/use-focus-first-invalid.ts';
import { AccessFields } from './AccessFields.tsx';
import { ListFields } from './ListFields.tsx';
import { PublicFaceFields } from './PublicFaceFields.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import type { SettingsDraft } from './settings-draft.ts';
import { checkSettings, draftOf, toSettingsBody, withoutBlankRows } from './settings-draft.ts';

/** The organisation's settings form; the whole object is saved at once (PUT /organization/{id}/settings). */
export function OrganisationSettingsForm({
  orgId,
  settings,
  stages,
  onOutcome,
}: {
  orgId: number;
  settings: OrganizationSettings;
  stages: readonly OrganizationStage[];
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const form = useFocusFirstInvalid<HTMLFormElement>(errors);
  const save = useMutation({
    mutationFn: (next: SettingsDraft) =>
      callRoute(api, saveOrganizationSettings, { params: { id: orgId }, body: toSettingsBody(next) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['organization-settings', orgId], saved);
      setDraft(draftOf(saved));
      setErrors(noFieldMessages);
      onOutcome({ kind: 'success', message: t('settings.organisation.saved') });
    },
    onError: (failure) => {
      const { fields, message } = toSaveFailure(failure);
      setErrors(fields);
      onOutcome({ kind: 'failure', message });
    },
  });
  const update = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const sections = { draft, errors, update };
  return (
    <form
      ref={form}
      className={styles.form}
      aria-labelledby="organisation-settings-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const cleaned = withoutBlankRows(draft);
        setDraft(cleaned);
        const problems = checkSettings(cleaned);
        if (problems.length > 0) {
          setErrors(byField(problems));
          onOutcome({ kind: 'failure', message: t('settings.organisation.checkFields') });
          return;
        }
        save.mutate(cleaned);
      }}
    >
      <AccessFields {...sections} stages={stages} />
      <ListFields {...sections} />
      <PublicFaceFields {...sections} />
      <div className={styles.actions}>
        <button type="submit" className={primaryToolButton} disabled={save.isPending}>
          {save.isPending ? t('settings.organisation.saving') : t('settings.organisation.save')}
        </button>
      </div>
    </form>
  );
}
