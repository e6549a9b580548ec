import { delays } from '@shortlist/domain/constants';
import type { ReactElement } from 'react';
import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Tooltip.css.ts';

export type TooltipProps = {
  content: string;
  /** One focusable element (a button, link or input) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Spec §9: tooltips appear after 1 s. */
  delayMs?: number;
};

export function Tooltip({ content, children, delayMs = delays.tooltip }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delayMs);
  }

  function hide() {
    clearTimeout(timer.current);
    setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the child is the control.
    <span
      className={styles.wrapper}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span role="tooltip" id={id} className={styles.tooltip}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
