import { useEffect, useRef } from 'react';

// The record's keyboard: [ or k for the previous candidate, ] or j for the next, as in the list. Keys typed
// into a field, or pressed inside a dialog, are left alone.

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useNeighbourShortcuts(onPrevious: (() => void) | null, onNext: (() => void) | null) {
  // The listener is added once; it always calls the newest handlers.
  const latest = useRef({ onPrevious, onNext });
  latest.current = { onPrevious, onNext };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const go = ['[', 'k'].includes(event.key)
        ? latest.current.onPrevious
        : [']', 'j'].includes(event.key)
          ? latest.current.onNext
          : undefined;
      if (!go) return;
      event.preventDefault();
      go();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
