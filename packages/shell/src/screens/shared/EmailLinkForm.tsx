import { isValidEmail } from '@shortlist/domain/validation';
import { Button, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './FormStack.css.ts';

export interface EmailLinkFormProps {
  intro: string;
  submitLabel: string;
  /** The confirmation for the address the link went to. */
  sentMessage: (email: string) => string;
  /** Sends the link; its outcome is ignored (see below). */
  send: (email: string) => Promise<unknown>;
  onSent?: () => void;
}

/**
 * Asks for an email and sends it a link (password reset, sign-in link). Every accepted address gets the
 * same confirmation whatever the server answered, so the page never tells whether an account exists.
 */
export function EmailLinkForm({ intro, submitLabel, sentMessage, send, onSent }: EmailLinkFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return setError(t('auth.emailRequired'));
    if (!isValidEmail(address)) return setError(t('auth.emailInvalid'));
    setError(undefined);
    setSending(true);
    await send(address).catch(() => undefined);
    setSending(false);
    setSentTo(address);
    onSent?.();
  }

  const backToSignIn = (
    <Link className={styles.link} to="/login">
      {t('auth.backToSignIn')}
    </Link>
  );
  if (sentTo !== null) {
    return (
      <div className={styles.stack}>
        <p className={styles.text} role="status">
          {sentMessage(sentTo)}
        </p>
        {backToSignIn}
      </div>
    );
  }
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <p className={styles.text}>{intro}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
        {backToSignIn}
      </div>
    </form>
  );
}
