import { escapeHtml } from '../messaging/templates/html-content.ts';
import type { PageHead } from './page-head-data.ts';

export { createCareersHeads } from './careers-heads.ts';
export type { PageHead } from './page-head-data.ts';

// JSON may hold `</script>` or `<!--` in a string; as \u003c and friends it reads the same to a JSON parser
// but can never end the script element early. U+2028/2029 are escaped for older script parsers.
const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a <script type="application/ld+json"> element. */
export function toScriptJson(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => scriptEscapes[character] ?? '');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The <head> elements of a careers page, every value escaped: title, description, canonical link, Open Graph
 * and Twitter tags, and the JSON-LD posting. Decision: the Twitter card is `summary`, as an organisation's
 * image is its logo, which a large card would crop.
 */
export function renderPageHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', head.locale),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${toScriptJson(head.jsonLd)}</script>`] : []),
  ];
  return lines.join('\n');
}
