// What the rich editor's screen tests need of jsdom, which lays nothing out and has no caret of its own.

/** ProseMirror scrolls the cursor into view by a range's boxes: jsdom's ranges get empty ones. */
export function layOutRanges() {
  const empty = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
  Range.prototype.getBoundingClientRect ??= () => ({ ...empty, toJSON: () => empty }) as DOMRect;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
}

/** Puts the cursor in a rich text box `offset` characters into the first text holding `words`, as a click would. */
export function placeCursor(box: HTMLElement, words: string, offset = words.length) {
  box.focus();
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(words) ?? -1;
    if (at < 0) continue;
    document.getSelection()?.collapse(node, at + offset);
    document.dispatchEvent(new Event('selectionchange'));
    return;
  }
  throw new Error(`no text “${words}” in the box`);
}

/** The merge fields shown as chips in a rich text box, in order. */
export const chipsIn = (box: HTMLElement) =>
  [...box.querySelectorAll('[data-merge-field]')].map((chip) => chip.getAttribute('data-merge-field'));
