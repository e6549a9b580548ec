import { Page } from '@shortlist/shell/react';
import { StatusBanner } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostOrganization } from '../../app/host-organization.ts';
import { ProfileEditor } from '../../forms/profile/ProfileEditor.tsx';

function EditProfile() {
  const { t } = useTranslation(['candidate', 'common']);
  const { organization } = useHostOrganization();
  // Each save shows a fresh banner.
  const [saves, setSaves] = useState(0);
  return (
    <>
      {saves > 0 ? (
        <StatusBanner
          key={saves}
          kind="success"
          message={t('profileForm.saved')}
          dismissLabel={t('common:actions.close')}
        />
      ) : null}
      <ProfileEditor
        submitLabel={t('profileForm.save')}
        countryBase={organization?.countryBase ?? null}
        onSaved={() => setSaves((count) => count + 1)}
      />
    </>
  );
}

/** /profile (signed in, guarded by its route): the candidate's profile (§3), shared by every application. */
export default function ProfileScreen() {
  const { t } = useTranslation('candidate');
  return (
    <Page layout="candidate" title={t('profile.title')} subtitle={t('profileForm.intro')}>
      <EditProfile />
    </Page>
  );
}
