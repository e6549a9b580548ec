import { useEffect, useRef } from 'react';
import type { FieldMessages } from './field-errors.ts';

/** When a save is refused, focus goes to the first control marked invalid inside `container`. */
export function useFocusFirstInvalid<Container extends HTMLElement>(errors: FieldMessages) {
  const container = useRef<Container>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return container;
}
