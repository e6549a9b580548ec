import { useEffect, useRef } from 'react';

// One-key shortcuts of the schedule screens (a: add availability, n: new schedule). Keys typed into a field,
// or inside a dialog, are left alone.

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useKeyShortcut(key: string, action: (() => void) | null) {
  // The listener is added once; it always calls the newest action (none while the action is unavailable).
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || event.key !== key || !latest.current) return;
      event.preventDefault();
      latest.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
