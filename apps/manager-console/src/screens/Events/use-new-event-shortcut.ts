import { useEffect, useRef } from 'react';

// The events list's keyboard: n opens a new event. Keys typed into a field, or inside a dialog, are left alone.

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export const newEventKey = 'n';

export function useNewEventShortcut(onNew: () => void) {
  // The listener is added once; it always calls the newest handler.
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || event.key !== newEventKey) return;
      event.preventDefault();
      latest.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
