import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import * as styles from './RichTextEditor.css.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';

// A role's description as HTML (TipTap); the server sanitises it, so only what StarterKit makes is kept.

type RichTextEditorProps = { label: string; value: string; onChange: (html: string) => void };

export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        class: styles.content,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A description read after the editor started (a role loading, a template chosen) replaces its text.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  return (
    <div className={styles.frame}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {editor ? <RichTextToolbar editor={editor} labelledBy={`${id}-content`} /> : null}
      <EditorContent editor={editor} className={styles.editorArea} />
    </div>
  );
}
