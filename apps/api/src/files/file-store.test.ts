import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../shared/failures.ts';
import { createLocalFileStore } from './file-store.ts';

const root = await mkdtemp(join(tmpdir(), 'shortlist-files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local file store', () => {
  it('gives back the bytes it stored under the key it answered', async () => {
    const store = createLocalFileStore(root);
    const key = await store.put(7, Buffer.from('cv'));
    expect(key).toMatch(/^7\//);
    expect((await store.get(key)).toString()).toBe('cv');
  });

  it('answers not-found for a key whose bytes are gone, so a download is a 404 and not a 500', async () => {
    const store = createLocalFileStore(root);
    const key = await store.put(7, Buffer.from('cv'));
    await store.remove(key);
    const failure = await store.get(key).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).kind).toBe('not-found');
  });
});
