import type { ReferenceItem } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import { useEffect, useRef, useState } from 'react';

/** Decision: a search starts after two letters and a 250 ms pause, so typing does not send a call per key. */
export const lookupMinimumLength = 2;
const lookupPauseMs = 250;

/**
 * Options of an autocomplete field searched on the server (universities, schools): the chosen option
 * stays in the list so the field can show its name, and a failed search simply offers nothing new.
 */
export function useLookup(
  search: (term: string) => Promise<readonly ReferenceItem[]>,
  chosen: ChoiceOption | null,
): { options: ChoiceOption[]; onInputChange: (term: string) => void } {
  const [found, setFound] = useState<ChoiceOption[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onInputChange(term: string) {
    clearTimeout(timer.current);
    if (term.trim().length < lookupMinimumLength) return;
    timer.current = setTimeout(() => {
      const call = ++latest.current;
      search(term.trim()).then(
        (items) => {
          if (call === latest.current)
            setFound(items.map((item) => ({ value: String(item.id), label: item.label })));
        },
        () => {
          if (call === latest.current) setFound([]);
        },
      );
    }, lookupPauseMs);
  }

  const options =
    chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return { options, onInputChange };
}
