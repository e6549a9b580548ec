import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { createDataExportService } from './data-export.ts';
import { createOwnErasureService } from './own-erasure.ts';
import { createRetentionService } from './retention.ts';

/** A person's data rights (export, erasure) and the organisations' retention periods. */
export function createPrivacyServices(db: Database, files: FileStore) {
  return {
    ...createDataExportService(db, files),
    ...createOwnErasureService(db, files),
    ...createRetentionService(db, (key) => files.remove(key)),
  };
}
