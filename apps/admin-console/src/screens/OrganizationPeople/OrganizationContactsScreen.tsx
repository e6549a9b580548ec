import { Button } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import { useOrganization } from '../Organization/use-organization.ts';
import { ContactForm } from './ContactForm.tsx';
import { toFormFailure } from './form-failure.ts';
import { OrganizationSections } from './OrganizationSections.tsx';
import { PeopleTable } from './PeopleTable.tsx';
import * as styles from './people.css.ts';
import type { SavedContact } from './use-organization-contacts.ts';
import { useOrganizationContacts } from './use-organization-contacts.ts';

const columns = ['name', 'email', 'phone', 'role', 'actions'] as const;

/** /admin/organizations/{id}/contacts: the organisation's contacts (§7), kept by the provider. */
export default function OrganizationContactsScreen() {
  const { t } = useTranslation('admin');
  const orgId = Number(useParams().organizationId);
  const organization = useOrganization(orgId);
  const { contacts, save, remove } = useOrganizationContacts(orgId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [editing, setEditing] = useState<SavedContact | null>(null);

  async function removeContact(contact: SavedContact) {
    if (!window.confirm(t('organizationContacts.removeConfirm', { name: contact.name }))) return;
    try {
      await remove.mutateAsync(contact.id);
      setOutcome(t('organizationContacts.removed', { name: contact.name }));
    } catch (failure) {
      setOutcome(toFormFailure(failure).message);
    }
  }
  return (
    <AdminPage title={t('organizationContacts.title')} subtitle={organization.data?.name}>
      <OrganizationSections organizationId={orgId} />
      <PeopleTable
        query={contacts}
        headings={columns.map((column) => t(`organizationContacts.${column}`))}
        empty={t('organizationContacts.empty')}
        outcome={outcome}
        row={(contact) => (
          <tr key={contact.id}>
            <th scope="row" className={styles.cell}>
              {contact.name}
            </th>
            <td className={styles.cell}>{contact.email}</td>
            <td className={styles.cell}>{contact.phone}</td>
            <td className={styles.cell}>{contact.role}</td>
            <td className={styles.cell}>
              <div className={styles.actions}>
                <Button size="small" variant="secondary" onClick={() => setEditing(contact)}>
                  {t('organizationContacts.edit')}
                </Button>
                <Button size="small" variant="danger" onClick={() => void removeContact(contact)}>
                  {t('organizationContacts.remove')}
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
      <ContactForm
        // A new key per contact starts the form afresh with that contact's details.
        key={editing?.id ?? 'new'}
        contact={editing}
        title={
          editing
            ? t('organizationContacts.editTitle', { name: editing.name })
            : t('organizationContacts.add')
        }
        onSave={(body) => save.mutateAsync({ contactId: editing?.id ?? null, body })}
        onDone={(message) => {
          setOutcome(message);
          setEditing(null);
        }}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
    </AdminPage>
  );
}
