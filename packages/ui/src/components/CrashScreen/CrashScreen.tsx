import type { ReactNode } from 'react';
import { BrokenRobot } from './BrokenRobot.tsx';
import * as styles from './CrashScreen.css.ts';

export type CrashScreenProps = {
  /** Spec §2: 'Sorry. There's been a problem.' */
  heading: string;
  /** Text before the FAQ link, e.g. 'Please contact your client success manager or visit our'. */
  contactText: string;
  faqLinkText: string;
  faqHref: string;
  /** Text after the link, e.g. '.' */
  contactTextAfter?: string;
  /** The brand's logo, drawn 130 px wide. */
  logo?: ReactNode;
  /** Alternative text of the broken-robot picture; decorative without it. */
  robotLabel?: string;
};

/** Shown by the shell for any rendering error (spec §2). */
export function CrashScreen({
  heading,
  contactText,
  faqLinkText,
  faqHref,
  contactTextAfter = '',
  logo,
  robotLabel,
}: CrashScreenProps) {
  return (
    <main className={styles.screen}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>
        {contactText}{' '}
        <a className={styles.link} href={faqHref}>
          {faqLinkText}
        </a>
        {contactTextAfter}
      </p>
      <BrokenRobot className={styles.robot} {...(robotLabel === undefined ? {} : { label: robotLabel })} />
    </main>
  );
}
