import type { CookieBannerTexts } from './CookieBanner.tsx';
import type { CookieDialogTexts } from './CookieDialog.tsx';

// English texts of spec §2 for stories and tests; the apps pass their translated texts.
export const englishBannerTexts: CookieBannerTexts = {
  label: 'Cookie consent',
  message:
    'We use strictly necessary cookies to make this site work. With your consent we also use analytics cookies to understand how it is used.',
  rejectAll: 'Reject all',
  acceptAll: 'Accept all',
  manage: 'Manage cookies',
};

export const englishDialogTexts: CookieDialogTexts = {
  title: 'Manage cookies',
  description: 'Choose which cookies we may use. You can change your mind at any time.',
  close: 'Close',
  necessaryTitle: 'Strictly necessary cookies',
  necessaryText: 'These cookies keep you signed in and remember your choices. They cannot be switched off.',
  necessaryStatus: 'Always active',
  analyticsTitle: 'Analytics cookies',
  analyticsText: 'These cookies tell us which pages are used so we can improve them.',
  save: 'Save preferences and close',
};
