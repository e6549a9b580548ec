import { delays } from '@shortlist/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './StatusBanner.css.ts';

export const statusBannerKinds = ['success', 'failure'] as const;
export type StatusBannerKind = (typeof statusBannerKinds)[number];

export type StatusBannerProps = {
  /** Spec §2: green for success, red for failure. */
  kind: StatusBannerKind;
  message: string;
  /** Accessible name of the close button. */
  dismissLabel: string;
  /** Called when the banner goes, by itself or by the close button. */
  onDismiss?: () => void;
  /** Milliseconds before the banner dismisses itself (spec §9: process messages last 5000 ms). */
  timeout?: number;
};

export function StatusBanner({
  kind,
  message,
  dismissLabel,
  onDismiss,
  timeout = delays.processMessageTimeout,
}: StatusBannerProps) {
  const [open, setOpen] = useState(true);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    const timer = setTimeout(() => {
      setOpen(false);
      onDismissRef.current?.();
    }, timeout);
    return () => clearTimeout(timer);
  }, [timeout]);

  if (!open) return null;
  return (
    <div className={`${styles.banner} ${styles.kind[kind]}`} role={kind === 'failure' ? 'alert' : 'status'}>
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => {
          setOpen(false);
          onDismiss?.();
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
