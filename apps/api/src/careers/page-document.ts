// Puts a server-rendered careers page into the portal's built index.html: head tags, the brand's body class,
// the app's markup in #root and the reads the browser's first render needs (main.tsx hydrates with them).

export type PageDocumentParts = {
  /** Escaped head tags (title, description, canonical, Open Graph, JSON-LD) and the screen's assets. */
  head: string;
  bodyClass: string;
  html: string;
  preloaded: Record<string, unknown>;
};

/** The id main.tsx reads the reads from (@shortlist/shell's preloadedReadsElementId). */
export const preloadedElementId = 'shortlist-preloaded';

/** JSON safe inside <script>: no `</script>`, `<!--` or line separators can end or break the block. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function composePageDocument(template: string, parts: PageDocumentParts): string {
  // The page's own title replaces the app's generic one; replacers are functions, so no `$&` in a role's
  // text is read as a pattern.
  const titled = parts.head.includes('<title>') ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  const withHead = titled.replace('</head>', () => `  ${parts.head}\n  </head>`);
  const data = `<script type="application/json" id="${preloadedElementId}">${scriptSafeJson(parts.preloaded)}</script>`;
  return withHead
    .replace('<body>', () => `<body class="${parts.bodyClass.replaceAll('"', '')}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>\n    ${data}`);
}
