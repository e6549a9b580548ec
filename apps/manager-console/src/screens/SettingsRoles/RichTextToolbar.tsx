import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import * as styles from './RichTextEditor.css.ts';

// The description editor's formatting buttons; each says whether it is on (aria-pressed).

export function RichTextToolbar({
  editor,
  labelledBy,
  headings = true,
}: {
  editor: Editor;
  labelledBy: string;
  /** Whether the editor has headings (an email body has none). */
  headings?: boolean;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [linking, setLinking] = useState<string | null>(null);
  // The toolbar is one tab stop; the arrow keys, Home and End move between its buttons (ARIA toolbar).
  const [current, setCurrent] = useState(0);
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setCurrent(index);
    buttons[index]?.focus();
  }
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = (
    [
      ['bold', () => chain().toggleBold().run()],
      ['italic', () => chain().toggleItalic().run()],
      ['heading2', () => chain().toggleHeading({ level: 2 }).run()],
      ['heading3', () => chain().toggleHeading({ level: 3 }).run()],
      ['bulletList', () => chain().toggleBulletList().run()],
      ['orderedList', () => chain().toggleOrderedList().run()],
    ] as const
  ).filter(([name]) => headings || !name.startsWith('heading'));
  function applyLink() {
    const href = (linking ?? '').trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  }
  return (
    <div className={styles.toolbarArea}>
      <div
        role="toolbar"
        aria-label={t('settings.richText.toolbar')}
        aria-controls={labelledBy}
        className={styles.toolbar}
        onKeyDown={onToolbarKey}
      >
        {buttons.map(([name, run], index) => (
          <button
            key={name}
            type="button"
            className={toolButton}
            tabIndex={current === index ? 0 : -1}
            aria-pressed={state[name]}
            onClick={run}
          >
            {t(`settings.richText.${name}`)}
          </button>
        ))}
        <button
          type="button"
          className={toolButton}
          tabIndex={current === buttons.length ? 0 : -1}
          aria-pressed={state.link}
          aria-expanded={linking !== null}
          onClick={() =>
            setLinking(linking === null ? (editor.getAttributes('link').href ?? 'https://') : null)
          }
        >
          {t('settings.richText.link')}
        </button>
      </div>
      {linking !== null ? (
        <div className={styles.linkRow}>
          <label htmlFor={id} className={styles.linkLabel}>
            {t('settings.richText.linkAddress')}
          </label>
          <input
            id={id}
            type="url"
            className={compactControl}
            value={linking}
            // biome-ignore lint/a11y/noAutofocus: the address field opens on request, so focus moves into it.
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(null);
            }}
          />
          <button type="button" className={toolButton} onClick={applyLink}>
            {t('settings.richText.applyLink')}
          </button>
          {state.link ? (
            <button
              type="button"
              className={toolButton}
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinking(null);
              }}
            >
              {t('settings.richText.removeLink')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
