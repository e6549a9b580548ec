import { Button } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SupportSessionBanner.css.ts';
import { useApi, useShell, useShellStore } from './shell-context.ts';
import { endSupportAndReturn } from './support-session-end.ts';

const timeFormat: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** On every page of a "sign in as" session: whose session this is, when it ends, and a way out. */
export function SupportSessionBanner() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { user: userStore } = useShell();
  const user = useShellStore(userStore, (state) => state.user);
  const [ending, setEnding] = useState(false);
  const support = user?.supportSession;
  if (!user || !support) return null;

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const time = new Date(support.endsAt * 1000).toLocaleTimeString(i18n.language, timeFormat);
  const end = () => {
    setEnding(true);
    void endSupportAndReturn(api, user.organization?.id);
  };
  return (
    <section className={styles.bar} aria-label={t('supportBanner.label')} data-testid="support-banner">
      <p className={styles.message}>{t('supportBanner.message', { name, time })}</p>
      <Button variant="secondary" size="small" loading={ending} onClick={end}>
        {t('supportBanner.endNow')}
      </Button>
    </section>
  );
}
