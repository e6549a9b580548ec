import { useEffect, useRef } from 'react';

/**
 * After Add, focus moves to the first control of the new last row, so a keyboard user types straight into
 * it. Put `container` on the list (ul, tbody) and call `markAdded` just before adding.
 */
export function useFocusAddedRow<Container extends HTMLElement>(count: number) {
  const container = useRef<Container>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || count === 0) return;
    pending.current = false;
    const rows = container.current?.children;
    rows?.[rows.length - 1]?.querySelector<HTMLElement>('input, select')?.focus();
  }, [count]);
  return {
    container,
    markAdded: () => {
      pending.current = true;
    },
  };
}
