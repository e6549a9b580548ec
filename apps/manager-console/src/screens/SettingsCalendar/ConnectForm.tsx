import type { CalendarConnection } from '@shortlist/domain/contract';
import type { CalendarConnectionInput, CalendarProvider } from '@shortlist/domain/schemas';
import { calendarProviders } from '@shortlist/domain/schemas';
import { Button, SingleOptionField, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import * as styles from './SettingsCalendar.css.ts';

const blank = {
  calendarUrl: '',
  username: '',
  password: '',
  accessToken: '',
  refreshToken: '',
  calendarId: '',
  baseUrl: '',
};
type Values = typeof blank;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What the form sends for the chosen service; empty optional fields are left out. */
function inputOf(provider: CalendarProvider, values: Values): CalendarConnectionInput {
  if (provider === 'caldav') {
    return {
      provider,
      calendarUrl: values.calendarUrl,
      username: values.username,
      password: values.password,
    };
  }
  const tokens = {
    accessToken: values.accessToken,
    refreshToken: optional(values.refreshToken),
    baseUrl: optional(values.baseUrl),
  };
  return provider === 'google'
    ? { provider, ...tokens, calendarId: optional(values.calendarId) }
    : { provider, ...tokens };
}

/**
 * Connects the signed-in manager's calendar: CalDAV by address, user name and password; Google and Microsoft
 * by the tokens their sign-in issued (it runs on their sites). The server's messages show at their fields.
 */
export function ConnectForm({
  onConnect,
  replacing,
}: {
  onConnect: (input: CalendarConnectionInput) => Promise<CalendarConnection>;
  replacing: boolean;
}) {
  const { t } = useTranslation('manager');
  const [provider, setProvider] = useState<CalendarProvider>('caldav');
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof Values, type: 'text' | 'url' | 'password' = 'text') => ({
    value: values[name],
    type,
    error: errors[name],
    onChange: (next: string) => {
      setValues((before) => ({ ...before, [name]: next }));
      setErrors((before) => ({ ...before, [name]: undefined }) as FieldMessages);
    },
  });

  async function submit() {
    if (saving) return;
    setSaving(true);
    setErrors(noFieldMessages);
    try {
      await onConnect(inputOf(provider, values));
      setValues(blank);
    } catch (failure) {
      const { fields, message } = toSaveFailure(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { provider: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="connect-calendar-title" className={styles.stack}>
      <h2 id="connect-calendar-title" className={styles.heading}>
        {t('settings.calendar.connectTitle')}
      </h2>
      {replacing ? <p className={styles.muted}>{t('settings.calendar.replaceText')}</p> : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SingleOptionField
          label={t('settings.calendar.provider')}
          options={calendarProviders.map((value) => ({
            value,
            label: t(`settings.calendar.providers.${value}`),
          }))}
          value={provider}
          error={errors.provider}
          onChange={(next) => {
            setProvider(next as CalendarProvider);
            setErrors(noFieldMessages);
          }}
        />
        {provider === 'caldav' ? (
          <>
            <TextField
              label={t('settings.calendar.calendarUrl')}
              helperText={t('settings.calendar.calendarUrlHelp')}
              required
              {...field('calendarUrl', 'url')}
            />
            <TextField
              label={t('settings.calendar.username')}
              required
              autoComplete="username"
              {...field('username')}
            />
            <TextField
              label={t('settings.calendar.password')}
              required
              autoComplete="current-password"
              {...field('password', 'password')}
            />
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('settings.calendar.oauthText')}</p>
            <TextField
              label={t('settings.calendar.accessToken')}
              required
              {...field('accessToken', 'password')}
            />
            <TextField label={t('settings.calendar.refreshToken')} {...field('refreshToken', 'password')} />
            {provider === 'google' ? (
              <TextField
                label={t('settings.calendar.calendarId')}
                helperText={t('settings.calendar.calendarIdHelp')}
                {...field('calendarId')}
              />
            ) : null}
            <TextField
              label={t('settings.calendar.baseUrl')}
              helperText={t('settings.calendar.baseUrlHelp')}
              {...field('baseUrl', 'url')}
            />
          </>
        )}
        <div>
          <Button size="medium" lockoutMs={0} loading={saving} type="submit">
            {t('settings.calendar.connect')}
          </Button>
        </div>
      </form>
    </section>
  );
}
