import { useEffect, useRef } from 'react';

// Single-key shortcuts of the screening screens (P, R, H; S, N). A key typed into a field, pressed inside a
// dialog or with a modifier is left alone, so typing a reason never decides anything.

export type KeyShortcuts = Readonly<Record<string, () => void>>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  // A radio button or checkbox takes no letters, so a shortcut still works from one.
  if (target instanceof HTMLInputElement)
    return !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls the handler of a pressed key (lower case); `enabled` false turns them all off (e.g. while saving). */
export function useKeyShortcuts(shortcuts: KeyShortcuts, enabled = true) {
  // The listener is added once; it always reads the newest handlers.
  const latest = useRef({ shortcuts, enabled });
  latest.current = { shortcuts, enabled };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!latest.current.enabled || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const handler = latest.current.shortcuts[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
