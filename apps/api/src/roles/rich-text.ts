import sanitizeHtml from 'sanitize-html';

// Role descriptions come from the console's rich-text editor; only what that editor makes is kept, so a
// description can never carry script, styles or event handlers to the careers site.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens apart from the careers page and tells the target nothing about it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
};

/** A role description's HTML with only the editor's own formatting left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
