import * as styles from './NotFound.css.ts';

export type NotFoundProps = {
  heading: string;
  text: string;
  homeLinkText: string;
  homeHref: string;
};

/** The screen for any path the router does not know (spec §2). */
export function NotFound({ heading, text, homeLinkText, homeHref }: NotFoundProps) {
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{text}</p>
      <a className={styles.link} href={homeHref}>
        {homeLinkText}
      </a>
    </main>
  );
}
