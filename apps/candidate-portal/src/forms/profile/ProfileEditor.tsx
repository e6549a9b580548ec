import { callRoute } from '@shortlist/api-client';
import {
  fetchCandidateProfile,
  fetchReferenceData,
  searchSchools,
  searchUniversities,
  updateCandidateProfile,
  updateCurrentUser,
} from '@shortlist/domain/contract';
import type { CountryBase, ReferenceDataType } from '@shortlist/domain/enums';
import type { ReferenceItem, User } from '@shortlist/domain/schemas';
import { DelayedSpinner, useApi, useLoad, useShell, useShellStore } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { ErrorState, TimedAlert } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftStorage } from '../draft-storage.ts';
import { browserDraftStorage, clearDraft, draftKey, readDraft, writeDraft } from '../draft-storage.ts';
import { mapFieldErrors, readFieldErrors } from '../field-errors.ts';
import type { ProfileOptions } from './ProfileForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import type { ProfileValues } from './profile-values.ts';
import { checkProfile, readProfileValues, writeProfile } from './profile-values.ts';

export type ProfileEditorProps = {
  submitLabel: string;
  /** Called once the user's details and the profile are both stored. */
  onSaved: () => void;
  /** The country base the university search uses (§7: UK unless the organisation says otherwise). */
  countryBase?: string | null;
  storage?: DraftStorage | null;
};

type ProfileData = ProfileOptions & { readonly profile: unknown };

/** Where profile drafts are kept (see draft-storage). */
export const profileDraftScope = 'profile';

type Problem = { readonly title: string; readonly text?: string };

function LoadedProfileEditor({
  data,
  user,
  submitLabel,
  onSaved,
  countryBase,
  storage,
}: Required<Omit<ProfileEditorProps, 'countryBase'>> & {
  data: ProfileData;
  user: User;
  countryBase: string | null;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const shell = useShell();
  const key = draftKey(profileDraftScope, user.id, 'profile');
  const [restored] = useState(() => readDraft<ProfileValues>(storage, key) !== null);
  const [values, setValues] = useState<ProfileValues>(
    () => readDraft<ProfileValues>(storage, key) ?? readProfileValues(user, data.profile, data),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  function change(next: ProfileValues) {
    setValues(next);
    writeDraft(storage, key, next);
  }

  async function save() {
    const messages = checkProfile(values, {
      required: t('applicationForm.required'),
      graduationBeforeStart: t('profileForm.education.graduationBeforeStart'),
      endBeforeStart: t('profileForm.education.endBeforeStart'),
    });
    setErrors(messages);
    if (Object.keys(messages).length > 0) {
      setProblem({ title: t('profileForm.fixErrors') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const saved = await callRoute(api, updateCurrentUser, {
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          preferredName: values.preferredName.trim() || null,
          email: user.email,
        },
      });
      shell.user.getState().setUser({ ...user, ...saved });
      await callRoute(api, updateCandidateProfile, { body: writeProfile(values, data.permitTypes) });
      clearDraft(storage, key);
      onSaved();
    } catch (error) {
      setErrors(mapFieldErrors(readFieldErrors(error)));
      setProblem({ title: t('profileForm.saveFailed'), text: toProcessError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileForm
      values={values}
      onChange={change}
      errors={errors}
      options={data}
      searchUniversities={(term) =>
        // The organisation's §3 country base; without one the API searches UK universities.
        callRoute(api, searchUniversities, {
          query: { term, countryBase: (countryBase || null) as CountryBase | null },
        })
      }
      searchSchools={(term) => callRoute(api, searchSchools, { query: { term } })}
      onSubmit={() => void save()}
      submitLabel={submitLabel}
      busy={busy}
      notice={
        <>
          {restored ? <TimedAlert title={t('profileForm.restored')} /> : null}
          {problem ? <ErrorState title={problem.title} text={problem.text} /> : null}
        </>
      }
    />
  );
}

const noItems: readonly ReferenceItem[] = [];

/**
 * The signed-in candidate's profile, loaded, edited and saved: the user's names by PUT /user, the rest by
 * PUT /user/profile. Typed answers stay in the browser until both are stored.
 */
export function ProfileEditor({
  submitLabel,
  onSaved,
  countryBase = null,
  storage = browserDraftStorage(),
}: ProfileEditorProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const shell = useShell();
  const user = useShellStore(shell.user, (state) => state.user);
  const load = useLoad<ProfileData>(async () => {
    // A pick list that fails to load leaves its question without options rather than the form unusable.
    const list = (type: ReferenceDataType) =>
      callRoute(api, fetchReferenceData, { params: { type } }).catch(() => noItems);
    const [profile, degreeClasses, degreeTypes, schoolTypes, genders, ethnicities, permitTypes] =
      await Promise.all([
        callRoute(api, fetchCandidateProfile),
        list('DEGREE_CLASS'),
        list('DEGREE_TYPE'),
        list('SCHOOL_TYPE'),
        list('GENDER'),
        list('ETHNICITY'),
        list('PERMIT_TYPE'),
      ]);
    return { profile, degreeClasses, degreeTypes, schoolTypes, genders, ethnicities, permitTypes };
  }, [api]);

  if (load.status === 'loading' || user === null) return <DelayedSpinner />;
  if (load.status === 'error') {
    return (
      <ErrorState
        title={t('profileForm.loadFailed')}
        text={load.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={load.reload}
      />
    );
  }
  return (
    <LoadedProfileEditor
      data={load.data}
      user={user}
      submitLabel={submitLabel}
      onSaved={onSaved}
      countryBase={countryBase}
      storage={storage}
    />
  );
}
