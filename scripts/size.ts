import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `pnpm size`: the gzipped JavaScript and CSS each built app loads for its first screens, read from what
// `pnpm build` left in apps/*/dist (this script builds nothing). A screen's files are the entry's static
// import graph plus the lazy screen's own, followed through Vite's dist/.vite/manifest.json.
// Fails when a screen with a budget (the portal's /roles, the consoles' /manager/roles and /clients) loads more than it.

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

type Screen = {
  path: string;
  /** The manifest key (source path) of the route's lazy screen. */
  module: RegExp;
  /** Most gzipped JavaScript the screen may load, in kB (1 kB = 1000 bytes). */
  maxJsKb?: number;
};

const firstScreens: Record<string, readonly Screen[]> = {
  // React 19 like the console, and the console's budget (issue 17).
  'admin-console': [{ path: '/clients', module: /\/screens\/Clients\/ClientsScreen\.tsx$/, maxJsKb: 250 }],
  'candidate-portal': [
    { path: '/', module: /\/screens\/Home\/HomeScreen\.tsx$/ },
    { path: '/roles', module: /\/screens\/ListRoles\/ListRolesScreen\.tsx$/, maxJsKb: 120 },
  ],
  // React 19 itself, without the portal's Preact budget; issue 12 keeps the console under 250 kB (wording that
  // only lazy screens read loads with them: @shortlist/i18n's manager-assessment, manager-report-screens and
  // manager-settings-meeting-hours).
  'manager-console': [
    { path: '/manager/roles', module: /\/screens\/Roles\/RolesScreen\.tsx$/, maxJsKb: 250 },
    {
      path: '/manager/roles/{roleId}',
      module: /\/screens\/Candidates\/RoleCandidatesScreen\.tsx$/,
      maxJsKb: 250,
    },
    { path: '/manager/search', module: /\/screens\/Candidates\/SearchScreen\.tsx$/, maxJsKb: 250 },
  ],
};

const appsDir = fileURLToPath(new URL('../apps/', import.meta.url));
const kb = (bytes: number) => bytes / 1000;

// Default zlib level, as Vite's own build report and most servers compress.
function gzippedBytes(dist: string, files: Iterable<string>): { js: number; css: number } {
  const total = { js: 0, css: 0 };
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file))).byteLength;
    if (file.endsWith('.css')) total.css += size;
    else if (file.endsWith('.js')) total.js += size;
  }
  return total;
}

/** A chunk's file, its CSS and, recursively, every chunk it imports statically. */
function staticGraph(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticGraph(manifest, imported, files);
  return files;
}

/** Without a manifest: the scripts, module preloads and stylesheets index.html names. */
function filesOfIndexHtml(dist: string): Set<string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const references = html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.(?:js|css))"/g);
  return new Set([...references].map((match) => match[1] ?? '').filter((file) => !file.startsWith('http')));
}

const rows: { app: string; screen: string; js: number; css: number; budget?: number }[] = [];
const failures: string[] = [];

for (const app of readdirSync(appsDir).sort()) {
  const dist = join(appsDir, app, 'dist');
  if (!existsSync(join(dist, 'index.html'))) continue;
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest: Manifest | null = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : null;
  const entryKey = manifest ? Object.keys(manifest).find((key) => manifest[key]?.isEntry) : undefined;
  const entryFiles = manifest && entryKey ? staticGraph(manifest, entryKey) : filesOfIndexHtml(dist);
  // A build with one stylesheet for every screen (cssCodeSplit: false) names it apart from the chunks.
  const sharedStylesheet = manifest?.['style.css']?.file;
  if (sharedStylesheet) entryFiles.add(sharedStylesheet);
  rows.push({ app, screen: 'entry', ...gzippedBytes(dist, entryFiles) });

  for (const screen of firstScreens[app] ?? []) {
    const screenKey = manifest ? Object.keys(manifest).find((key) => screen.module.test(key)) : undefined;
    if (!manifest || !screenKey) {
      failures.push(
        `${app} ${screen.path}: no chunk for ${screen.module} (needs build.manifest and that screen)`,
      );
      continue;
    }
    const files = staticGraph(manifest, screenKey, new Set(entryFiles));
    const row = { app, screen: screen.path, ...gzippedBytes(dist, files), budget: screen.maxJsKb };
    rows.push(row);
    if (row.budget !== undefined && kb(row.js) > row.budget) {
      failures.push(
        `${app} ${screen.path} loads ${kb(row.js).toFixed(1)} kB of gzipped JS; the budget is ${row.budget} kB`,
      );
    }
  }
}

if (rows.length === 0) failures.push('No built app under apps/*/dist: run `pnpm build` first.');

const table = [
  ['app', 'first screen', 'JS (gzip)', 'CSS (gzip)', 'JS budget'],
  ...rows.map((row) => [
    row.app,
    row.screen,
    `${kb(row.js).toFixed(1)} kB`,
    `${kb(row.css).toFixed(1)} kB`,
    row.budget === undefined ? '' : `${row.budget} kB`,
  ]),
];
const widths =
  table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
for (const line of table) {
  process.stdout.write(`${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}\n`);
}

for (const failure of failures) console.error(failure);
process.exitCode = failures.length > 0 ? 1 : 0;
