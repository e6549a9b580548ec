import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN: only @shortlist/api-client imports ky, so the session and refresh rules have one home.

const root = join(import.meta.dirname, '..', '..', '..');
const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

async function readManifests(): Promise<{ name: string; manifest: Record<string, unknown> }[]> {
  const manifests = [];
  for (const folder of ['apps', 'packages']) {
    for (const entry of await readdir(join(root, folder), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(root, folder, entry.name, 'package.json');
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text !== null) manifests.push({ name: `${folder}/${entry.name}`, manifest: JSON.parse(text) });
    }
  }
  return manifests;
}

describe('the ky boundary', () => {
  it('lets no app or package but api-client depend on ky', async () => {
    const manifests = await readManifests();
    const withKy = manifests
      .filter(({ manifest }) =>
        dependencyFields.some((field) => Object.hasOwn((manifest[field] as object | undefined) ?? {}, 'ky')),
      )
      .map(({ name }) => name);
    expect(manifests.length).toBeGreaterThan(2);
    expect(withKy).toEqual(['packages/api-client']);
  });
});
