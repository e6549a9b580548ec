import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './RecordSection.css.ts';

export type RecordSectionProps = {
  title: string;
  /** Beside the title: a count, or (issue 13) the section's actions. */
  meta?: ReactNode;
  children: ReactNode;
};

/** One section of the candidate record, named by its heading for screen readers. */
export function RecordSection({ title, meta, children }: RecordSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.titleBar}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
