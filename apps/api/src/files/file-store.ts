import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from '../shared/failures.ts';

/** Where uploaded bytes live; an S3-compatible store can implement the same three calls. */
export interface FileStore {
  /** Stores the bytes and returns the key to read them back with. */
  put(organizationId: number, bytes: Buffer): Promise<string>;
  /** The bytes; a key whose bytes are gone (deleted, lost in a restore) is a 404, never a 500. */
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** Keeps files under DATA_DIR/files/<organisation id>/<random name>; keys never come from user input. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!/^\d+\/[0-9a-f-]{36}$/.test(key)) throw new Error('not a file store key');
    return join(root, key);
  };
  return {
    async put(organizationId, bytes) {
      const key = `${organizationId}/${randomUUID()}`;
      await mkdir(join(root, String(organizationId)), { recursive: true });
      await writeFile(pathOf(key), bytes);
      return key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('The file');
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
