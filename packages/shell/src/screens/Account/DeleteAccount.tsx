import { callRoute } from '@shortlist/api-client';
import { deleteCurrentUser } from '@shortlist/domain/contract';
import { landingRoutes } from '@shortlist/domain/users';
import { Button, Dialog, TextField } from '@shortlist/ui';
import { brandThemeClass } from '@shortlist/ui/theme';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../react/shell-context.ts';
import { useSiteBrandStyle } from '../../react/site-brand.tsx';
import * as shared from '../shared/FormStack.css.ts';

/** Whether the typed confirmation is the phrase, whatever its case and surrounding spaces. */
export function isConfirmationPhrase(typed: string, phrase: string): boolean {
  return typed.trim().toLocaleUpperCase() === phrase.toLocaleUpperCase();
}

/**
 * DELETE /user/deleteMe once the user has typed the confirmation phrase (a phrase, not a password: accounts
 * signed in by link or OAuth have none); the user is signed out and goes to /signup (§2).
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { api, process, login, brand } = useShell();
  const siteBrandStyle = useSiteBrandStyle();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const phrase = t('account.deletePhrase');

  function changeOpen(next: boolean) {
    setOpen(next);
    setTyped('');
    setError(undefined);
  }

  async function deleteAccount() {
    if (!isConfirmationPhrase(typed, phrase)) {
      setError(t('account.deletePhraseMismatch', { phrase }));
      return;
    }
    setDeleting(true);
    try {
      await process.getState().track('user:delete', () => callRoute(api, deleteCurrentUser));
    } catch {
      setDeleting(false);
      setOpen(false);
      return;
    }
    setOpen(false);
    await login.getState().logout({ redirectTo: landingRoutes.signup });
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('account.deleteAccountTitle')}
      </h2>
      <p className={shared.text}>{t('account.deleteAccountHelp')}</p>
      <div className={shared.actions}>
        <Dialog
          open={open}
          onOpenChange={changeOpen}
          title={t('account.deleteAccountTitle')}
          description={t('account.deleteAccountConfirm')}
          closeLabel={t('actions.close')}
          // The dialog renders in a portal outside the app's root; it carries the brand theme itself.
          className={brandThemeClass[brand]}
          style={siteBrandStyle}
          trigger={
            <Button variant="danger" lockoutMs={0}>
              {t('account.deleteAccount')}
            </Button>
          }
          footer={
            <>
              <Button variant="secondary" lockoutMs={0} onClick={() => changeOpen(false)}>
                {t('actions.cancel')}
              </Button>
              <Button variant="danger" loading={deleting} onClick={() => void deleteAccount()}>
                {t('account.deleteAccountAction')}
              </Button>
            </>
          }
        >
          <TextField
            label={t('account.deletePhraseLabel', { phrase })}
            name="deleteConfirmation"
            autoComplete="off"
            required
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(undefined);
            }}
            error={error}
          />
        </Dialog>
      </div>
    </section>
  );
}
