import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded bytes live; an S3-compatible store can implement the same three calls. */
export interface FileStore {
  /** Stores the bytes and returns the key to read them back with. */
  put(organizationId: number, bytes: Buffer): Promise<string>;
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
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
