import { mergeAttributes, Node } from '@tiptap/react';
import type { MergeFieldAttributes } from './message-document.ts';

// The rich editor's pieces of an email body: a merge field as one chip that cannot be typed into (it goes
// with one Backspace), and list items of one paragraph each, as the stored Markdown has no nested lists.

export type MergeFieldNodeOptions = {
  /** The chip's words, translated: "First name", or "First name (or “there”)". */
  label: (attributes: MergeFieldAttributes) => string;
  /** Typing {{ asks for a field: the editor opens its picker. */
  onTrigger: () => void;
};

export const mergeFieldNodeName = 'mergeField';

export const MergeFieldNode = Node.create<MergeFieldNodeOptions>({
  name: mergeFieldNodeName,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { label: ({ field }) => field, onTrigger: () => undefined };
  },

  addAttributes() {
    return {
      field: { default: '', parseHTML: (element) => element.getAttribute('data-merge-field') ?? '' },
      fallback: { default: null, parseHTML: (element) => element.getAttribute('data-fallback') },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-merge-field]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attributes = node.attrs as MergeFieldAttributes;
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-merge-field': attributes.field,
        ...(attributes.fallback ? { 'data-fallback': attributes.fallback } : {}),
        contenteditable: 'false',
      }),
      this.options.label(attributes),
    ];
  },

  renderText({ node }) {
    return this.options.label(node.attrs as MergeFieldAttributes);
  },

  addKeyboardShortcuts() {
    // A chip beside the cursor goes in one keystroke, whatever the browser would do with an uneditable span.
    const deleteChip = (before: boolean) => () => {
      const { selection } = this.editor.state;
      if (!selection.empty) return false;
      const neighbour = before ? selection.$from.nodeBefore : selection.$from.nodeAfter;
      if (neighbour?.type.name !== this.name) return false;
      const from = before ? selection.from - neighbour.nodeSize : selection.from;
      return this.editor.commands.deleteRange({ from, to: from + neighbour.nodeSize });
    };
    return {
      Backspace: deleteChip(true),
      Delete: deleteChip(false),
      // The second { of {{ opens the field picker instead of being typed.
      '{': () => {
        const { state } = this.editor;
        const { from, empty } = state.selection;
        if (!empty || from < 2 || state.doc.textBetween(from - 1, from) !== '{') return false;
        this.editor
          .chain()
          .deleteRange({ from: from - 1, to: from })
          .run();
        this.options.onTrigger();
        return true;
      },
    };
  },
});

export const SingleParagraphListItem = Node.create({
  name: 'listItem',
  content: 'paragraph',
  defining: true,

  parseHTML() {
    return [{ tag: 'li' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['li', mergeAttributes(HTMLAttributes), 0];
  },

  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});
