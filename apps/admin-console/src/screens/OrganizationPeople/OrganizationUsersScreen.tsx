import { startSupportSession } from '@shortlist/api-client';
import { useApi } from '@shortlist/shell/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import { useOrganization } from '../Organization/use-organization.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { displayName, toFormFailure } from './form-failure.ts';
import { OrganizationSections } from './OrganizationSections.tsx';
import { PeopleTable } from './PeopleTable.tsx';
import { SignInAsDialog } from './SignInAsDialog.tsx';
import { UserRow } from './UserRow.tsx';
import type { OrganizationUser, UserChange } from './use-organization-users.ts';
import { useOrganizationUsers } from './use-organization-users.ts';

const columns = ['name', 'email', 'type', 'status', 'actions'] as const;

/** /admin/organizations/{id}/users: add, retype, deactivate, reset and "sign in as" an organisation's users. */
export default function OrganizationUsersScreen() {
  const { t } = useTranslation('admin');
  const api = useApi();
  const orgId = Number(useParams().organizationId);
  const organization = useOrganization(orgId);
  const { users, add, change, sendReset, hrToken } = useOrganizationUsers(orgId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [signingInAs, setSigningInAs] = useState<OrganizationUser | null>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      setOutcome(success);
    } catch (failure) {
      setOutcome(toFormFailure(failure).message);
    }
  }
  function apply(user: OrganizationUser, body: UserChange) {
    const name = displayName(user);
    const success =
      body.userType !== undefined
        ? t('organizationUsers.typeChanged', { name, type: t(`organizationUsers.types.${body.userType}`) })
        : t(body.active ? 'organizationUsers.reactivatedDone' : 'organizationUsers.deactivatedDone', {
            name,
          });
    void run(() => change.mutateAsync({ userId: user.id, body }), success);
  }
  async function signInAs(request: { userId: number; reason: string }) {
    const { token } = await hrToken.mutateAsync(request);
    await startSupportSession(api, token);
    // The manager console is another app: a full load starts it with the manager's session.
    window.location.assign('/manager');
  }

  return (
    <AdminPage title={t('organizationUsers.title')} subtitle={organization.data?.name}>
      <OrganizationSections organizationId={orgId} />
      <PeopleTable
        query={users}
        headings={columns.map((column) => t(`organizationUsers.${column}`))}
        empty={t('organizationUsers.empty')}
        outcome={outcome}
        row={(user) => (
          <UserRow
            key={user.id}
            user={user}
            busy={change.isPending}
            onChange={(body) => apply(user, body)}
            onSendReset={() =>
              void run(
                () => sendReset.mutateAsync(user.id),
                t('organizationUsers.resetSent', { email: user.email }),
              )
            }
            onSignInAs={() => setSigningInAs(user)}
          />
        )}
      />
      <AddUserForm onAdd={(body) => add.mutateAsync(body)} onOutcome={setOutcome} />
      {signingInAs ? (
        <SignInAsDialog
          userId={signingInAs.id}
          name={displayName(signingInAs)}
          onSignIn={signInAs}
          onClose={() => setSigningInAs(null)}
        />
      ) : null}
    </AdminPage>
  );
}
