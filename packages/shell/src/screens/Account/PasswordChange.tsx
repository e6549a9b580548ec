import { callRoute } from '@shortlist/api-client';
import { changePassword } from '@shortlist/domain/contract';
import { passwordChangeSchema } from '@shortlist/domain/schemas';
import { Button, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../react/shell-context.ts';
import * as shared from '../shared/FormStack.css.ts';
import { PasswordRules } from '../shared/PasswordRules.tsx';
import { useCheckedSubmit } from '../use-checked-submit.ts';

/** The current password and a new one, the §5 rule shown live (PUT /user/password, §8 'user:password:update'). */
export function PasswordChange() {
  const { t } = useTranslation();
  const { api, process } = useShell();
  const headingId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { errors, saving, submit: checkThenSend } = useCheckedSubmit(passwordChangeSchema);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { currentPassword, newPassword };
    await checkThenSend(values, async (checked) => {
      await process
        .getState()
        .track('user:password:update', () => callRoute(api, changePassword, { body: checked }));
      setCurrentPassword('');
      setNewPassword('');
    });
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('account.changePassword')}
      </h2>
      <form className={shared.stack} noValidate onSubmit={submit}>
        <TextField
          label={t('account.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <PasswordRules password={newPassword} />
        <div className={shared.actions}>
          <Button type="submit" loading={saving}>
            {t('account.savePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
