import { strToU8, zipSync } from 'fflate';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { readPersonalData } from './export-contents.ts';

export const dataExportAuditAction = 'user.data-exported';

/** A stored file name made safe as one archive entry: no folders, no control characters. */
export function toArchiveName(fileName: string): string {
  const cleaned = fileName
    .replace(/[\\/]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.slice(-120) || 'file';
}

/** The archive's file name on a day: my-data-YYYY-MM-DD.zip (UTC). */
export function dataExportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.zip`;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** GET /user/export: the person's data as a ZIP of JSON files and their documents, recorded in the audit log. */
export function createDataExportService(db: Database, files: FileStore) {
  return {
    async exportOwnData({ user }: AuthContext) {
      const now = new Date();
      const data = await readPersonalData(db, user);
      const entries: Record<string, Uint8Array> = {
        'account.json': json(data.account),
        'profile.json': json(data.profile),
        'applications.json': json(data.applications),
        'messages.json': json(data.messages),
        'event-registrations.json': json(data.eventRegistrations),
      };
      for (const document of data.documents) {
        const name = `documents/${document.applicationId}/${document.id}-${toArchiveName(document.fileName)}`;
        // A file the store lost is listed in applications.json but cannot be included.
        const bytes = await files.get(document.storageKey).catch(() => null);
        if (bytes) entries[name] = new Uint8Array(bytes);
      }
      await recordAudit(db, {
        actorUserId: user.id,
        organizationId: user.organizationId,
        action: dataExportAuditAction,
        targetType: 'user',
        targetId: user.id,
        details: { applications: data.applications.length, documents: data.documents.length },
      });
      return { fileName: dataExportFileName(now), bytes: Buffer.from(zipSync(entries, { level: 6 })) };
    },
  };
}
