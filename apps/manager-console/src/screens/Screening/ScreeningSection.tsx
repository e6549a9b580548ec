import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './Screening.css.ts';

/** A titled part of a screening screen, named by its heading for screen readers. */
export function ScreeningSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
