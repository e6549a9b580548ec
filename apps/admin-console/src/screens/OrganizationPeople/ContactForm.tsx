import type { OrganizationContact } from '@shortlist/domain/schemas';
import { organizationContactSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import { Button } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import * as styles from './people.css.ts';
import { useCheckedForm } from './use-checked-form.ts';

const fields = ['name', 'email', 'phone', 'role'] as const;
type Draft = Record<(typeof fields)[number], string>;
const toDraft = (contact: OrganizationContact | null): Draft => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  role: contact?.role ?? '',
});

export type ContactFormProps = {
  /** The contact being edited, or null to add one. */
  contact: OrganizationContact | null;
  title: string;
  onSave: (body: OrganizationContact) => Promise<unknown>;
  onDone: (message: string) => void;
  onCancel?: () => void;
};

/** Adds or edits a contact; empty phone and role are saved as none. */
export function ContactForm({ contact, title, onSave, onDone, onCancel }: ContactFormProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(() => toDraft(contact));
  const { errors, busy, onSubmit } = useCheckedForm({
    check: (input) => validateWithFieldErrors(organizationContactSchema, input),
    send: onSave,
    onSent: () => {
      setDraft(toDraft(null));
      onDone(t('organizationContacts.saved'));
    },
    onRefused: onDone,
  });
  const input = () => ({ ...draft, phone: draft.phone.trim() || null, role: draft.role.trim() || null });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit(input)}>
      <h2 className={styles.heading}>{title}</h2>
      {fields.map((field) => (
        <Field
          key={field}
          label={t(`organizationContacts.${field}`)}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          value={draft[field]}
          error={errors[field]}
          onChange={(event) => setDraft((before) => ({ ...before, [field]: event.target.value }))}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('organizationContacts.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('organizationContacts.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
