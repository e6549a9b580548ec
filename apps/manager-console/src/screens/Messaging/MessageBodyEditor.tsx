import { isAdmin } from '@shortlist/domain/users';
import { useShell, useShellStore } from '@shortlist/shell/react';
import { TextareaField } from '@shortlist/ui';
import type { Editor, JSONContent } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { announce } from '../SettingsRoles/announce.ts';
import { RichTextToolbar } from '../SettingsRoles/RichTextToolbar.tsx';
import { MergeFieldFallback } from './MergeFieldFallback.tsx';
import { MergeFieldPicker } from './MergeFieldPicker.tsx';
import * as styles from './MessageBodyEditor.css.ts';
import { MergeFieldNode, mergeFieldNodeName, SingleParagraphListItem } from './merge-field-node.ts';
import { insertAtSelection } from './merge-fields.ts';
import type { LiquidOnlyReason, MergeFieldAttributes } from './message-document.ts';
import { mergeFieldLiquid, readTemplate, writeTemplate } from './message-document.ts';

/** What the message's merge-field buttons call: a chip (or {{ field }} in Liquid) where the cursor stands. */
export type MessageBodyEditorHandle = { insertField: (field: string) => void };

export type MessageBodyEditorProps = {
  /** The id of the control (the formatted text, or the Liquid text area). */
  id: string;
  label: string;
  /** The body as stored: Liquid with light Markdown. */
  value: string;
  onChange: (value: string) => void;
  mergeFields: readonly string[];
  error?: string | undefined;
  rows?: number;
  ref?: Ref<MessageBodyEditorHandle>;
};

/** The Liquid text area's id, beside the formatted text's. */
export const liquidId = (id: string) => `${id}-liquid`;

/** The text as loaded and its document written back: an unchanged document saves the loaded text, byte for byte. */
type Baseline = { source: string; written: string };

const fieldsIn = (editor: Editor) => {
  const fields: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === mergeFieldNodeName) fields.push(String(node.attrs.field));
  });
  return fields;
};

/**
 * An email body as formatted text with merge fields as chips (inserted from the buttons or by typing {{),
 * stored as Liquid with light Markdown. A text the editor cannot show opens as Liquid, saying why; a manager
 * admin may switch to the Liquid at any time.
 */
export function MessageBodyEditor({
  id,
  label,
  value,
  onChange,
  mergeFields,
  error,
  rows = 12,
  ref,
}: MessageBodyEditorProps) {
  const { t } = useTranslation('manager');
  const shell = useShell();
  const admin = useShellStore(shell.user, (state) => isAdmin(state.user));
  const [first] = useState(() => readTemplate(value));
  const [liquid, setLiquid] = useState(first.kind === 'liquid');
  const [reason, setReason] = useState<LiquidOnlyReason | null>(
    first.kind === 'liquid' ? first.reason : null,
  );
  const [picking, setPicking] = useState(false);
  const emitted = useRef(value);
  const baseline = useRef<Baseline>({ source: value, written: value });
  const chips = useRef<string[]>([]);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const fieldLabel = (field: string) =>
    t(`settings.messages.fields.${field}` as 'settings.messages.fields.deadline', { defaultValue: field });
  const chipLabel = ({ field, fallback }: MergeFieldAttributes) =>
    fallback
      ? t('settings.messages.bodyEditor.withFallback', { field: fieldLabel(field), fallback })
      : fieldLabel(field);

  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        listItem: false,
        link: {
          openOnClick: false,
          autolink: false,
          protocols: [],
          defaultProtocol: 'https',
          isAllowedUri: (url) => /^https:\/\/\S+$/i.test(url),
        },
      }),
      SingleParagraphListItem,
      MergeFieldNode.configure({ label: chipLabel, onTrigger: () => setPicking(true) }),
    ],
    content: first.kind === 'document' ? first.document : '',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': labelId,
        class: styles.content,
      },
    },
    onCreate: ({ editor: created }) => {
      baseline.current = { source: value, written: writeTemplate(created.getJSON()) };
      chips.current = fieldsIn(created);
    },
    onUpdate: ({ editor: current }) => {
      const written = writeTemplate(current.getJSON());
      emit(written === baseline.current.written ? baseline.current.source : written);
      // A chip gone (Backspace, a cut) is said aloud, as it went in one keystroke.
      const now = fieldsIn(current);
      const gone = chips.current.find(
        (field) =>
          now.filter((each) => each === field).length < chips.current.filter((each) => each === field).length,
      );
      if (gone) announce(t('settings.messages.bodyEditor.removed', { field: fieldLabel(gone) }));
      chips.current = now;
    },
  });

  // A chip selected (clicked, or reached with the arrow keys) offers its fallback for an empty field.
  const selectedChip = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive(mergeFieldNodeName)
        ? (current.getAttributes(mergeFieldNodeName) as MergeFieldAttributes)
        : null,
  });

  function setFallback(fallback: string | null) {
    editor.chain().focus().updateAttributes(mergeFieldNodeName, { fallback }).run();
    const field = selectedChip ? fieldLabel(selectedChip.field) : '';
    announce(
      fallback
        ? t('settings.messages.bodyEditor.fallbackSet', { field, fallback })
        : t('settings.messages.bodyEditor.fallbackRemoved', { field }),
    );
  }

  /** Shows a text in the formatted editor when it can; returns why not otherwise. */
  function load(text: string): LiquidOnlyReason | null {
    const reading = readTemplate(text);
    if (reading.kind === 'liquid') return reading.reason;
    // Another text replacing this one is no edit to undo.
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(reading.document as JSONContent, { emitUpdate: false })
      .run();
    baseline.current = { source: text, written: writeTemplate(editor.getJSON()) };
    chips.current = fieldsIn(editor);
    return null;
  }

  // A text read after the editor started (a reload, a reset, a template chosen) replaces what it shows.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const why = load(value);
    setReason(why);
    setLiquid(why !== null);
  });

  // The server's field message belongs to the formatted text as it would to a text area.
  useEffect(() => {
    const element = editor.view.dom;
    element.setAttribute('aria-invalid', error ? 'true' : 'false');
    if (error) element.setAttribute('aria-describedby', errorId);
    else element.removeAttribute('aria-describedby');
  }, [editor, error, errorId]);

  function insertChip(field: string) {
    editor
      .chain()
      .focus()
      .insertContent({ type: mergeFieldNodeName, attrs: { field, fallback: null } })
      .run();
    announce(t('settings.messages.bodyEditor.inserted', { field: fieldLabel(field) }));
  }

  useImperativeHandle(ref, () => ({
    insertField(field: string) {
      if (!liquid) {
        insertChip(field);
        return;
      }
      const area = document.getElementById(liquidId(id));
      const input = area instanceof HTMLTextAreaElement ? area : null;
      const next = insertAtSelection(
        value,
        mergeFieldLiquid({ field, fallback: null }),
        input?.selectionStart ?? null,
        input?.selectionEnd ?? null,
      );
      emit(next.text);
      requestAnimationFrame(() => {
        input?.focus();
        input?.setSelectionRange(next.cursor, next.cursor);
      });
    },
  }));

  function toggleLiquid() {
    if (!liquid) {
      setReason(null);
      setLiquid(true);
      return;
    }
    const why = load(value);
    setReason(why);
    if (why === null) {
      setLiquid(false);
      requestAnimationFrame(() => editor.commands.focus());
    }
  }

  const toggle = admin ? (
    <button type="button" className={toolButton} aria-pressed={liquid} onClick={toggleLiquid}>
      {t('settings.messages.bodyEditor.liquid')}
    </button>
  ) : null;

  // The formatted editor stays mounted (hidden) while the Liquid shows: Tiptap's commands need its view.
  return (
    <div className={styles.frame}>
      {liquid ? (
        <TextareaField
          id={liquidId(id)}
          label={label}
          value={value}
          onChange={emit}
          rows={rows}
          required
          {...(reason ? { helperText: t(`settings.messages.bodyEditor.liquidOnly.${reason}`) } : {})}
          {...(error ? { error } : {})}
        />
      ) : null}
      <div className={liquid ? undefined : styles.frame} hidden={liquid}>
        {liquid ? null : (
          // Only one control at a time is named after the label.
          <span id={labelId} className={styles.label}>
            {label}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </span>
        )}
        <RichTextToolbar editor={editor} labelledBy={id} headings={false} />
        {picking ? (
          <MergeFieldPicker
            fields={mergeFields}
            labelOf={fieldLabel}
            onChoose={(field) => {
              setPicking(false);
              insertChip(field);
            }}
            onCancel={(backToText) => {
              setPicking(false);
              // Nothing typed is lost: the {{ goes back where it was.
              const chain = backToText ? editor.chain().focus() : editor.chain();
              chain.insertContent('{{').run();
            }}
          />
        ) : null}
        <EditorContent editor={editor} className={styles.editorArea} />
        {selectedChip && !picking ? (
          <MergeFieldFallback
            key={`${selectedChip.field}:${selectedChip.fallback ?? ''}`}
            chip={selectedChip}
            fieldLabel={fieldLabel(selectedChip.field)}
            onApply={setFallback}
          />
        ) : null}
        {error && !liquid ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      {toggle ? <div className={styles.modeRow}>{toggle}</div> : null}
    </div>
  );
}
