import type { ReactNode } from 'react';
import * as styles from './InfoField.css.ts';

export type InfoFieldProps = {
  /** Heading of the information block (the field's label in the form configuration). */
  label: string;
  children?: ReactNode;
};

/** The info field type of spec §3: read-only guidance inside a form, no input. */
export function InfoField({ label, children }: InfoFieldProps) {
  return (
    <section className={styles.info} aria-label={label}>
      <p className={styles.title}>{label}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </section>
  );
}
