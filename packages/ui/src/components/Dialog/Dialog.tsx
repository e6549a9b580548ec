import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './Dialog.css.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Accessible name of the close button in the corner. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Optional element that opens the dialog (rendered in place). */
  trigger?: ReactElement;
  /** Class names to put on the portal (e.g. the brand theme when the app root does not carry it). */
  className?: string;
  /** Inline style on the portal, e.g. an organisation's colour variables the app root sets for its pages. */
  style?: CSSProperties;
};

/** The one modal dialog of the kit; Radix stays behind this wrapper (focus trap, Escape, aria-modal). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  trigger,
  className,
  style,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <div className={className} style={style}>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.content}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            {description === undefined ? null : (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
