import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { eraseUser } from './erasure.ts';

export const ownErasureMessages = {
  cannotEraseAdmin: 'A provider admin account cannot be deleted here.',
} as const;

/** DELETE /user/deleteMe: the signed-in person erases their own account; files go once the rows have. */
export function createOwnErasureService(db: Database, files: FileStore) {
  return {
    async eraseOwnAccount({ user }: AuthContext) {
      if (user.userType === 'ADMIN') throw forbidden(ownErasureMessages.cannotEraseAdmin);
      const storageKeys = await db.transaction((tx) =>
        eraseUser(tx, user, { actorUserId: user.id, reason: 'own-request' }, new Date()),
      );
      await Promise.all(storageKeys.map((key) => files.remove(key)));
    },
  };
}
