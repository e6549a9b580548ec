import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Switch } from '../Switch/Switch.tsx';
import * as styles from './CookieConsent.css.ts';

export type CookieDialogTexts = {
  title: string;
  description: string;
  close: string;
  necessaryTitle: string;
  necessaryText: string;
  /** Shown in place of a switch for the read-only section, e.g. 'Always active'. */
  necessaryStatus: string;
  analyticsTitle: string;
  analyticsText: string;
  save: string;
};

export type CookieDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: CookieDialogTexts;
  onAcceptAll: () => void;
  onRejectAll: () => void;
};

/** Spec §2: read-only strictly-necessary section, analytics switch (default off), save and close. */
export function CookieDialog({ open, onOpenChange, texts, onAcceptAll, onRejectAll }: CookieDialogProps) {
  const [analytics, setAnalytics] = useState(false);
  const analyticsTitleId = useId();
  const analyticsTextId = useId();

  function save() {
    // Spec §2: save accepts all when analytics is on, otherwise rejects all.
    if (analytics) onAcceptAll();
    else onRejectAll();
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
      footer={
        <Button lockoutMs={0} onClick={save}>
          {texts.save}
        </Button>
      }
    >
      <section className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.sectionTitle}>{texts.necessaryTitle}</h3>
          <span className={styles.alwaysOn}>{texts.necessaryStatus}</span>
        </div>
        <p className={styles.sectionText}>{texts.necessaryText}</p>
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.sectionTitle} id={analyticsTitleId}>
            {texts.analyticsTitle}
          </h3>
          <Switch
            checked={analytics}
            onCheckedChange={setAnalytics}
            aria-labelledby={analyticsTitleId}
            aria-describedby={analyticsTextId}
          />
        </div>
        <p className={styles.sectionText} id={analyticsTextId}>
          {texts.analyticsText}
        </p>
      </section>
    </Dialog>
  );
}
