// The stylesheets and scripts a server-rendered page needs at once: its screen is a lazy chunk, so without
// them the HTML would paint unstyled until the chunk loaded (and then shift). Read from Vite's manifest.

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `<link>` tags for the chunk of `source` (its path in the app, e.g. src/screens/X/X.tsx) and what it
 * imports, less what the page's template already links.
 */
export function pageAssetLinks(manifest: ViteManifest, source: string, template: string, base = '/'): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // The entry (index.html) is already in the page.
    if (key !== 'index.html') scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const href = (file: string) => escapeAttribute(`${base}${file}`);
  const missing = (file: string) => !template.includes(`"${href(file)}"`);
  return [
    ...[...styles].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...[...scripts]
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ].join('\n    ');
}
