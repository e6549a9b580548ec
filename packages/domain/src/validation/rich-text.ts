/**
 * True when rich text is blank once tags, non-breaking spaces and whitespace are removed (spec §5),
 * e.g. an editor's leftover '<p><br></p>' or '<p>&nbsp;</p>'.
 * Decision: the numeric forms &#160; and &#xA0; count as non-breaking spaces too; content made only of
 * tags (even an image) is empty, as the spec strips every tag.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (html === null || html === undefined) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#x0*a0;/gi, '')
    .replace(/\u00a0/g, '');
  return text.trim() === '';
}
