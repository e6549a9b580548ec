import { delays } from '@shortlist/domain/constants';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'danger', 'text'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** Heights of spec §9: large 48, medium 40, small 30. */
export const buttonSizes = ['large', 'medium', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'button' | 'submit' | 'reset';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an operation runs. */
  loading?: boolean;
  /** How long the button stays disabled after a click (spec §2: 1 s); 0 turns the lockout off. */
  lockoutMs?: number;
  fullWidth?: boolean;
};

export function Button({
  type = 'button',
  variant = 'primary',
  size = 'large',
  loading = false,
  lockoutMs = delays.buttonLockout,
  fullWidth = false,
  disabled = false,
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Stops double submissions: during the lockout a click does nothing, not even submit its form.
    if (locked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (lockoutMs <= 0) return;
    // Locked, not `disabled`: a disabled button would cancel this very click's form submission and lose focus.
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), lockoutMs);
  }

  const classes = [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-disabled={locked || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner inline /> : null}
      {children}
    </button>
  );
}
