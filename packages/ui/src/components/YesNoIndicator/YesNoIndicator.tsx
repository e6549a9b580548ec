import { Icon } from '../icons/Icon.tsx';
import * as styles from './YesNoIndicator.css.ts';

export type YesNoIndicatorProps = {
  /** 'YES' / 'NO' (any case) or a boolean show an icon; anything else shows the fallback text. */
  value: string | boolean | null | undefined;
  /** Accessible names of the two icons. */
  labels: { yes: string; no: string };
  /** Shown for any other value; defaults to the value itself. */
  fallback?: string;
};

function normalise(value: YesNoIndicatorProps['value']): 'YES' | 'NO' | null {
  if (value === true) return 'YES';
  if (value === false) return 'NO';
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return upper === 'YES' || upper === 'NO' ? upper : null;
}

export function YesNoIndicator({ value, labels, fallback }: YesNoIndicatorProps) {
  const normalised = normalise(value);
  if (normalised === 'YES') {
    return (
      <span className={styles.yes}>
        <Icon name="tick" label={labels.yes} />
      </span>
    );
  }
  if (normalised === 'NO') {
    return (
      <span className={styles.no}>
        <Icon name="cross" label={labels.no} />
      </span>
    );
  }
  return <span className={styles.fallback}>{fallback ?? (typeof value === 'string' ? value : '')}</span>;
}
