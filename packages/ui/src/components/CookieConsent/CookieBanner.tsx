import { Button } from '../Button/Button.tsx';
import * as styles from './CookieConsent.css.ts';

export type CookieBannerTexts = {
  /** Name of the banner region, e.g. 'Cookie consent'. */
  label: string;
  message: string;
  rejectAll: string;
  acceptAll: string;
  manage: string;
};

export type CookieBannerProps = {
  texts: CookieBannerTexts;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  onManage: () => void;
};

/** Spec §2: Reject all, Accept all and Manage cookies, in that order; at most 200 px tall. */
export function CookieBanner({ texts, onRejectAll, onAcceptAll, onManage }: CookieBannerProps) {
  return (
    <section className={styles.banner} aria-label={texts.label}>
      <p className={styles.message}>{texts.message}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="medium"
          lockoutMs={0}
          className={styles.choice}
          onClick={onRejectAll}
        >
          {texts.rejectAll}
        </Button>
        <Button size="medium" lockoutMs={0} className={styles.choice} onClick={onAcceptAll}>
          {texts.acceptAll}
        </Button>
        <Button
          variant="secondary"
          size="medium"
          lockoutMs={0}
          className={`${styles.choice} ${styles.manage}`}
          onClick={onManage}
        >
          {texts.manage}
        </Button>
      </div>
    </section>
  );
}
