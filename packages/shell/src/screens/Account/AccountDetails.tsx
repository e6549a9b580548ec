import { callRoute } from '@shortlist/api-client';
import { updateCurrentUser } from '@shortlist/domain/contract';
import { userUpdateSchema } from '@shortlist/domain/schemas';
import { documentFileTypes } from '@shortlist/domain/validation';
import { Button, FilePicker, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import * as shared from '../shared/FormStack.css.ts';
import { useCheckedSubmit } from '../use-checked-submit.ts';
import * as styles from './AccountScreen.css.ts';
import { avatarSource, readFileAsDataUrl } from './account-user.ts';

/**
 * Name, email and photo (PUT /user, §8 'user:updated'). A new sign-in email needs the current password and
 * changes only once confirmed from the new inbox (issue 31), so the screen says where to look.
 */
export function AccountDetails() {
  const { t } = useTranslation();
  const { api, process, user: userStore } = useShell();
  const user = useShellStore(userStore, (state) => state.user);
  const headingId = useId();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanging = email.trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
  const pendingEmail = user?.pendingEmail ?? null;
  const [avatar, setAvatar] = useState<string | null>(user?.avatarBase64 ?? null);
  const [fileName, setFileName] = useState<string | null>(null);
  const { errors, setErrors, saving, submit: checkThenSend } = useCheckedSubmit(userUpdateSchema);
  const preview = avatarSource(avatar);

  async function choosePhoto(file: File) {
    try {
      setAvatar(await readFileAsDataUrl(file));
      setFileName(file.name);
      setErrors(({ avatarBase64: _dropped, ...rest }) => rest);
    } catch {
      setErrors((current) => ({ ...current, avatarBase64: t('account.photoUnreadable') }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      firstName,
      lastName,
      email,
      preferredName: user?.preferredName ?? null,
      avatarBase64: avatar,
      ...(emailChanging ? { currentPassword } : {}),
    };
    await checkThenSend(values, async (checked) => {
      const updated = await process
        .getState()
        .track('user:updated', () => callRoute(api, updateCurrentUser, { body: checked }));
      userStore.getState().setUser(updated);
      // The sign-in email stays as it was until the link is opened: the field shows it again.
      setEmail(updated.email);
      setCurrentPassword('');
    });
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('account.details')}
      </h2>
      <form className={shared.stack} noValidate onSubmit={submit}>
        <TextField
          label={t('account.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={setFirstName}
          error={errors.firstName}
        />
        <TextField
          label={t('account.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={setLastName}
          error={errors.lastName}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        {emailChanging ? (
          <TextField
            label={t('account.currentPassword')}
            helperText={t('account.emailChangePasswordHelp')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={setCurrentPassword}
            error={errors.currentPassword}
          />
        ) : null}
        {pendingEmail ? (
          <p className={shared.muted} role="status">
            {t('account.emailChangePending', { email: pendingEmail })}
          </p>
        ) : null}
        {preview ? <img className={styles.avatar} src={preview} alt={t('account.photoAlt')} /> : null}
        <FilePicker
          label={t('account.photo')}
          helperText={t('account.photoHelp')}
          accept={documentFileTypes.PHOTO}
          formatAcceptedTypes={(types) => t('form.acceptedFileTypes', { types })}
          fileName={fileName}
          onSelect={(file) => void choosePhoto(file)}
          onRejectType={() =>
            setErrors((current) => ({ ...current, avatarBase64: t('account.photoUnreadable') }))
          }
          error={errors.avatarBase64}
        />
        <div className={shared.actions}>
          <Button type="submit" loading={saving}>
            {t('account.saveDetails')}
          </Button>
          {avatar ? (
            <Button
              variant="secondary"
              lockoutMs={0}
              onClick={() => {
                setAvatar(null);
                setFileName(null);
              }}
            >
              {t('account.removePhoto')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
