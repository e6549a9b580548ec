import { callRoute } from '@shortlist/api-client';
import type { OrganizationStage } from '@shortlist/domain/contract';
import { fetchOrganizationSettings, saveOrganizationSettings } from '@shortlist/domain/contract';
import type { OrganizationSettings } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton } from '../../app/controls.css.ts';
import { EditConflictNotice, useEditVersion } from '../../app/edit-version.tsx';
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
  const editVersion = useEditVersion(settings.version ?? null);
  const save = useMutation({
    mutationFn: (next: SettingsDraft) =>
      editVersion.save(
        (ifMatch) =>
          callRoute(api, saveOrganizationSettings, {
            params: { id: orgId },
            body: toSettingsBody(next),
            ...(ifMatch ? { ifMatch } : {}),
          }),
        (saved) => saved.version ?? null,
      ),
    onSuccess: (saved) => {
      // Someone else saved first: the conflict notice offers to reload or overwrite.
      if (saved === undefined) return;
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
  /** The settings as stored now, read again. */
  async function readStored() {
    const stored = await callRoute(api, fetchOrganizationSettings, { params: { id: orgId } });
    queryClient.setQueryData(['organization-settings', orgId], stored);
    editVersion.adopt(stored.version ?? null);
    return stored;
  }
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
      {editVersion.stale ? (
        <EditConflictNotice
          onReload={() => void readStored().then((stored) => setDraft(draftOf(stored)))}
          onOverwrite={() => void readStored().then(() => save.mutate(draft))}
          overwriting={save.isPending}
        />
      ) : null}
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
