import { useEffect, useRef } from 'react';

// The list's keyboard: / focuses the term search, j/k or arrows move through rows, Enter opens, x selects,
// ? shows the shortcuts. Keys typed into a field or inside a dialog are left alone.

export const termSearchAttribute = 'data-term-search';

export type ListShortcutHandlers<Row extends { id: number }> = {
  rows: readonly Row[];
  activeId: number | null;
  onActive: (id: number | null) => void;
  onOpen: (row: Row) => void;
  onToggle: (row: Row) => void;
  onHelp: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useListShortcuts<Row extends { id: number }>(handlers: ListShortcutHandlers<Row>) {
  // The listener is added once; it always reads the newest rows and handlers.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const { rows, activeId, onActive, onOpen, onToggle, onHelp } = latest.current;
      const index = rows.findIndex((row) => row.id === activeId);
      const active = index >= 0 ? rows[index] : undefined;
      const move = (step: number) => {
        const next = rows[Math.min(rows.length - 1, Math.max(0, index + step))];
        if (next) onActive(next.id);
      };
      switch (event.key) {
        case '/':
          document.querySelector<HTMLElement>(`[${termSearchAttribute}]`)?.focus();
          break;
        case 'j':
        case 'ArrowDown':
          move(index < 0 ? 0 : 1);
          break;
        case 'k':
        case 'ArrowUp':
          move(index < 0 ? 0 : -1);
          break;
        case 'Enter':
          // Enter on a focused button or link does its own thing.
          if (!active || (event.target instanceof HTMLElement && event.target.closest('button, a'))) return;
          onOpen(active);
          break;
        case 'x':
          if (!active) return;
          onToggle(active);
          break;
        case '?':
          onHelp();
          break;
        default:
          return;
      }
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
