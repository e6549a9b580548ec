import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import * as styles from './MessageBodyEditor.css.ts';

export type MergeFieldPickerProps = {
  fields: readonly string[];
  labelOf: (field: string) => string;
  onChoose: (field: string) => void;
  /** Closed without a field: Escape (back to the text) or focus leaving it. */
  onCancel: (backToText: boolean) => void;
};

/** The list typing {{ opens: a filter box over the message's merge fields (ARIA combobox with a listbox). */
export function MergeFieldPicker({ fields, labelOf, onChoose, onCancel }: MergeFieldPickerProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  // Choosing or Escape moves focus back to the text; the blur that follows is not a second close.
  const closed = useRef(false);
  const choose = (field: string) => {
    closed.current = true;
    onChoose(field);
  };
  const cancel = (backToText: boolean) => {
    if (closed.current) return;
    closed.current = true;
    onCancel(backToText);
  };
  const wanted = term.trim().toLowerCase();
  const shown = fields.filter(
    (field) => labelOf(field).toLowerCase().includes(wanted) || field.toLowerCase().includes(wanted),
  );
  const current = Math.min(active, shown.length - 1);
  const input = useRef<HTMLInputElement>(null);

  // A dialog around the editor would close on Escape before the box saw it (Radix listens on the document,
  // capturing): the window, capturing first, keeps this Escape for the list.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.stopPropagation();
      event.preventDefault();
      cancel(true);
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  });
  const optionId = (index: number) => `${id}-option-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined && shown.length > 0) {
      event.preventDefault();
      setActive((move + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const field = shown[current];
      if (field) choose(field);
    }
  }

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={styles.pickerLabel}>
        {t('settings.messages.bodyEditor.pickerLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={compactControl}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        {...(shown.length > 0 ? { 'aria-activedescendant': optionId(current) } : {})}
        value={term}
        // biome-ignore lint/a11y/noAutofocus: typing {{ asks for a field, so focus moves to the list of fields.
        autoFocus
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => cancel(false)}
      />
      <p id={`${id}-hint`} className={styles.pickerHint}>
        {t('settings.messages.bodyEditor.pickerHint')}
      </p>
      {shown.length > 0 ? (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('settings.messages.bodyEditor.pickerList')}
          className={styles.pickerList}
        >
          {shown.map((field, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the options are chosen from the combobox's keys.
            <div
              key={field}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === current}
              className={
                index === current
                  ? `${styles.pickerOption} ${styles.pickerOptionActive}`
                  : styles.pickerOption
              }
              // Keeps focus in the filter box while a pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(field)}
            >
              {labelOf(field)}
            </div>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.pickerHint} role="status">
          {t('settings.messages.bodyEditor.pickerNone', { term })}
        </p>
      ) : null}
    </div>
  );
}
