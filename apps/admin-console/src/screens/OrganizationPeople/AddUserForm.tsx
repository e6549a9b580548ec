import { hiringManagerRoles } from '@shortlist/domain/enums';
import type { OrganizationUserCreate } from '@shortlist/domain/schemas';
import { organizationUserCreateSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import { Button } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import * as styles from './people.css.ts';
import { useCheckedForm } from './use-checked-form.ts';

const empty: OrganizationUserCreate = { firstName: '', lastName: '', email: '', userType: 'HIRING_MANAGER' };

export type AddUserFormProps = {
  onAdd: (user: OrganizationUserCreate) => Promise<unknown>;
  onOutcome: (message: string) => void;
};

/** Adds a manager: the API emails them the on-boarding link (§7 userOnBoarding). */
export function AddUserForm({ onAdd, onOutcome }: AddUserFormProps) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(empty);
  const { errors, busy, onSubmit } = useCheckedForm({
    check: (input) => validateWithFieldErrors(organizationUserCreateSchema, input),
    send: onAdd,
    onSent: (added) => {
      setValues(empty);
      onOutcome(t('organizationUsers.add.sent', { email: added.email }));
    },
    onRefused: onOutcome,
  });
  const typeId = useId();
  const set = (field: keyof OrganizationUserCreate) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit(() => values)}>
      <h2 className={styles.heading}>{t('organizationUsers.add.title')}</h2>
      {(['firstName', 'lastName', 'email'] as const).map((field) => (
        <Field
          key={field}
          label={t(field === 'email' ? 'organizationUsers.email' : `organizationUsers.add.${field}`)}
          type={field === 'email' ? 'email' : 'text'}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      ))}
      <div className={styles.field}>
        <label htmlFor={typeId}>{t('organizationUsers.type')}</label>
        <select
          id={typeId}
          className={styles.input}
          value={values.userType}
          onChange={(event) => set('userType')(event.target.value)}
        >
          {hiringManagerRoles.map((type) => (
            <option key={type} value={type}>
              {t(`organizationUsers.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={busy}>
        {t('organizationUsers.add.submit')}
      </Button>
    </form>
  );
}
