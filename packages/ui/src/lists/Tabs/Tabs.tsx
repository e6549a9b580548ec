import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import * as styles from './Tabs.css.ts';

export type TabItem = { id: string; label: string; count?: number };

export type TabsProps = {
  /** Name of the tab list, e.g. 'Candidate lists'. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Content of the selected tab. */
  children?: ReactNode;
};

/** WAI-ARIA tabs with manual activation by arrow keys, Home and End. */
export function Tabs({ label, tabs, selectedId, onSelect, children }: TabsProps) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );

  function focusAndSelect(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    buttons.current[index]?.focus();
    onSelect(tab.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAndSelect(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.id ?? ''}`}
        className={styles.panel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
