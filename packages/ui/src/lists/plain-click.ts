import type { MouseEvent } from 'react';

/**
 * A left click without modifier keys: the one a link hands to the app's own navigation. A click opening a
 * new tab or window (Ctrl, Cmd, Shift, middle button) keeps the browser's behaviour.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
