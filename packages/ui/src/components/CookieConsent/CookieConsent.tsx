import { lazy, Suspense, useState } from 'react';
import type { CookieBannerTexts } from './CookieBanner.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import type { CookieDialogTexts } from './CookieDialog.tsx';

// The dialog (and Radix with it) loads only when someone chooses Manage: most visitors never do, and the
// banner sits on every first screen.
const CookieDialog = lazy(() =>
  import('./CookieDialog.tsx').then((module) => ({ default: module.CookieDialog })),
);

export type CookieConsentProps = {
  bannerTexts: CookieBannerTexts;
  dialogTexts: CookieDialogTexts;
  /** The app stores true and reloads (spec §2). */
  onAcceptAll: () => void;
  /** The app stores false and reloads (spec §2). */
  onRejectAll: () => void;
};

/**
 * The banner and its manage dialog with the view state between them: Manage hides the banner and opens
 * the dialog, closing the dialog shows the banner again. Whether to render at all (no stored choice, not a
 * print view) is the app's decision.
 */
export function CookieConsent({ bannerTexts, dialogTexts, onAcceptAll, onRejectAll }: CookieConsentProps) {
  const [managing, setManaging] = useState(false);
  return (
    <>
      {managing ? null : (
        <CookieBanner
          texts={bannerTexts}
          onAcceptAll={onAcceptAll}
          onRejectAll={onRejectAll}
          onManage={() => setManaging(true)}
        />
      )}
      {managing ? (
        <Suspense fallback={null}>
          <CookieDialog
            open
            onOpenChange={setManaging}
            texts={dialogTexts}
            onAcceptAll={onAcceptAll}
            onRejectAll={onRejectAll}
          />
        </Suspense>
      ) : null}
    </>
  );
}
