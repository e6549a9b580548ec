import { spinnerDefaultSize } from '@shortlist/domain/constants';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Spinner.css.ts';

export type SpinnerProps = {
  /** Diameter in px; spec §2 default 50. */
  size?: number;
  /** Announced to assistive technology; without it the spinner is decorative. */
  label?: string;
  /** Draw in the surrounding text colour at the surrounding text size (inside buttons). */
  inline?: boolean;
};

export function Spinner({ size = spinnerDefaultSize, label, inline = false }: SpinnerProps) {
  const className = inline ? `${styles.spinner} ${styles.inline}` : styles.spinner;
  const style = assignInlineVars({ [styles.spinnerSize]: inline ? '1em' : `${size}px` });
  if (label === undefined) return <span className={className} style={style} aria-hidden="true" />;
  return <span className={className} style={style} role="status" aria-label={label} data-size={size} />;
}
