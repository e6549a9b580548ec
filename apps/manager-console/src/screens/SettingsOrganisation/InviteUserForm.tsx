import { hiringManagerRoles } from '@shortlist/domain/enums';
import type { OrganizationUserCreate } from '@shortlist/domain/schemas';
import { organizationUserCreateSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, primaryToolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { byField, noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { useFocusFirstInvalid } from '../Settings/use-focus-first-invalid.ts';
import { SettingField } from './SettingField.tsx';
import * as styles from './SettingsOrganisation.css.ts';

const empty: OrganizationUserCreate = { firstName: '', lastName: '', email: '', userType: 'HIRING_MANAGER' };
const textFields = ['firstName', 'lastName', 'email'] as const;

/** Invites a colleague by email: the API creates the manager and emails them the on-boarding link. */
export function InviteUserForm({
  invite,
  onOutcome,
}: {
  invite: { mutateAsync: (body: OrganizationUserCreate) => Promise<unknown>; isPending: boolean };
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const [values, setValues] = useState<OrganizationUserCreate>(empty);
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const form = useFocusFirstInvalid<HTMLFormElement>(errors);
  async function submit() {
    const checked = validateWithFieldErrors(organizationUserCreateSchema, values);
    if (!checked.success) {
      setErrors(byField(checked.errors));
      return;
    }
    try {
      await invite.mutateAsync(checked.data);
      setValues(empty);
      setErrors(noFieldMessages);
      onOutcome({ kind: 'success', message: t('settings.users.invite.sent', { email: checked.data.email }) });
    } catch (failure) {
      const { fields, message } = toSaveFailure(failure);
      setErrors(fields);
      onOutcome({ kind: 'failure', message });
    }
  }
  return (
    <form
      ref={form}
      className={styles.invite}
      aria-labelledby="invite-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="invite-heading" className={styles.subheading}>
        {t('settings.users.invite.heading')}
      </h3>
      <div className={styles.inviteFields}>
        {textFields.map((name) => (
          <SettingField key={name} label={t(`settings.users.invite.${name}`)} error={errors[name]}>
            <input
              className={compactControl}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete="off"
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </SettingField>
        ))}
        <SettingField label={t('settings.users.invite.userType')} error={errors.userType}>
          <select
            className={compactControl}
            value={values.userType}
            onChange={(event) =>
              setValues({ ...values, userType: event.target.value as OrganizationUserCreate['userType'] })
            }
          >
            {hiringManagerRoles.map((type) => (
              <option key={type} value={type}>
                {t(`settings.users.types.${type}`)}
              </option>
            ))}
          </select>
        </SettingField>
        <button
          type="submit"
          className={`${primaryToolButton} ${styles.inviteButton}`}
          disabled={invite.isPending}
        >
          {invite.isPending ? t('settings.users.invite.sending') : t('settings.users.invite.submit')}
        </button>
      </div>
    </form>
  );
}
