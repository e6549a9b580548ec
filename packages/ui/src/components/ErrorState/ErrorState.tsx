import { Button } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './ErrorState.css.ts';

export type ErrorStateProps = {
  title: string;
  /** The message of spec §8 the app extracted from the error. */
  text?: string;
  retryLabel?: string;
  onRetry?: () => void;
};

/** What a screen or list shows when loading failed; announced as an alert. */
export function ErrorState({ title, text, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <span className={styles.title}>
        <Icon name="warning" />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {retryLabel && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
