import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './environment.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The candidate portal's scripts that load with every page: the entry chunk and what it imports
 * statically, from Vite's build manifest. Every other script is a lazily loaded screen.
 */
export function portalEntryScripts(): Set<string> {
  const manifestPath = join(repositoryRoot, 'apps/candidate-portal/dist/.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}
