import { CookieConsent } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { useHydrating } from './preloaded-reads.ts';
import { useShell, useShellStore } from './shell-context.ts';

/**
 * §2 cookie consent: shown while no choice is stored and the page is not a print view. Never in
 * server-rendered HTML: only the browser knows the choice, and a returning visitor must not see it flash.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { cookieConsent } = useShell();
  const hydrating = useHydrating();
  const shown = useShellStore(cookieConsent, (state) => state.accepted === null && !state.printView);
  if (!shown || hydrating) return null;
  const { acceptAll, rejectAll } = cookieConsent.getState();
  return (
    <CookieConsent
      bannerTexts={{
        label: t('cookies.label'),
        message: t('cookies.banner'),
        rejectAll: t('cookies.rejectAll'),
        acceptAll: t('cookies.acceptAll'),
        manage: t('cookies.manage'),
      }}
      dialogTexts={{
        title: t('cookies.dialogTitle'),
        description: t('cookies.dialogDescription'),
        close: t('actions.close'),
        necessaryTitle: t('cookies.strictlyNecessary.title'),
        necessaryText: t('cookies.strictlyNecessary.description'),
        necessaryStatus: t('cookies.strictlyNecessary.alwaysOn'),
        analyticsTitle: t('cookies.analytics.title'),
        analyticsText: t('cookies.analytics.description'),
        save: t('cookies.save'),
      }}
      onAcceptAll={acceptAll}
      onRejectAll={rejectAll}
    />
  );
}
