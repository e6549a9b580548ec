import { delays } from '@shortlist/domain/constants';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './TimedAlert.css.ts';

export const alertTypes = ['info', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof alertTypes)[number];

export type TimedAlertProps = {
  title: string;
  children?: ReactNode;
  /** Spec §2: default type info. */
  type?: AlertType;
  /** Milliseconds the alert stays visible (spec §9: default 5000). */
  timeout?: number;
  onHide?: () => void;
};

type Phase = 'mounting' | 'visible' | 'hidden';

export function TimedAlert({
  title,
  children,
  type = 'info',
  timeout = delays.alertTimeout,
  onHide,
}: TimedAlertProps) {
  const [phase, setPhase] = useState<Phase>('mounting');
  // The latest callback, so a parent re-render does not restart the timers.
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;

  useEffect(() => {
    // Becomes visible just after mount (spec §2: about 10 ms) so it can animate in.
    const appear = setTimeout(() => setPhase('visible'), delays.alertAppear);
    const hide = setTimeout(() => {
      setPhase('hidden');
      onHideRef.current?.();
    }, timeout);
    return () => {
      clearTimeout(appear);
      clearTimeout(hide);
    };
  }, [timeout]);

  if (phase !== 'visible') return null;
  return (
    <div className={`${styles.alert} ${styles.type[type]}`} role={type === 'error' ? 'alert' : 'status'}>
      <Icon name={type === 'info' || type === 'success' ? 'info' : 'warning'} />
      <div>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
    </div>
  );
}
