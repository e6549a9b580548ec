import { Page } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHostOrganization } from '../../app/host-organization.ts';
import { browserDraftStorage } from '../../forms/draft-storage.ts';
import { takePendingApply } from '../../forms/pending-apply.ts';
import { ProfileEditor } from '../../forms/profile/ProfileEditor.tsx';

function CreateProfile() {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  const { organization } = useHostOrganization();
  return (
    <ProfileEditor
      submitLabel={t('profileForm.saveAndContinue')}
      countryBase={organization?.countryBase ?? null}
      // Decision: a new profile leads on to the application the candidate came for, else to the roles.
      onSaved={() => navigate(takePendingApply(browserDraftStorage()) ?? '/roles')}
    />
  );
}

/** /profile/create: the candidate landing before any application (§2, §6): build the profile once. */
export default function ProfileCreateScreen() {
  const { t } = useTranslation('candidate');
  return (
    <Page layout="candidate" title={t('profile.create')} subtitle={t('profileForm.createIntro')}>
      <CreateProfile />
    </Page>
  );
}
