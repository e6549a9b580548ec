import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import { OrganizationForm } from './OrganizationForm.tsx';
import { emptyDraft } from './organization-draft.ts';
import { serverErrorsOf, useSaveOrganization } from './use-organization.ts';

/** /admin/organizations/new: a client organisation, ready at once (its stages and lists come with it). */
export default function NewOrganizationScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveOrganization(undefined);
  return (
    <AdminPage title={t('organization.newTitle')}>
      <OrganizationForm
        initial={emptyDraft}
        submitLabel={t('organization.create')}
        saving={save.isPending}
        serverErrors={serverErrorsOf(save.error)}
        onSubmit={(draft) =>
          save.mutate(draft, {
            onSuccess: (created) =>
              navigate(`/admin/organizations/${created.id}`, { state: { created: true } }),
          })
        }
      />
    </AdminPage>
  );
}
