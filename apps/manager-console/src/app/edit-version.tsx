import { isStaleEdit } from '@shortlist/api-client';
import { EditConflict } from '@shortlist/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Lost updates (issue 31): every editor of a shared record (role, settings, message template, note) saves with
// the version it started from; when someone else saved first, the API answers 409 and the editor keeps its
// changes and offers to reload theirs or overwrite them.

/** The version an editor started from, and whether its last save was refused as stale. */
export function useEditVersion(initial: string | null) {
  const version = useRef(initial);
  const [stale, setStale] = useState(false);
  return {
    stale,
    /**
     * Saves with the current version as If-Match. A stale save opens the conflict and answers undefined;
     * any other failure is thrown as before.
     */
    async save<Result>(
      send: (ifMatch: string | undefined) => Promise<Result>,
      versionOf: (result: Result) => string | null,
    ): Promise<Result | undefined> {
      try {
        const result = await send(version.current ?? undefined);
        version.current = versionOf(result);
        setStale(false);
        return result;
      } catch (error) {
        if (!isStaleEdit(error)) throw error;
        setStale(true);
        return undefined;
      }
    },
    /** Takes the stored version as this editor's own, so the next save overwrites what someone else saved. */
    adopt(latest: string | null) {
      version.current = latest;
      setStale(false);
    },
  };
}

export type EditConflictNoticeProps = {
  onReload: () => void;
  onOverwrite: () => void;
  overwriting?: boolean;
};

/** The console's words around the kit's EditConflict. */
export function EditConflictNotice({ onReload, onOverwrite, overwriting = false }: EditConflictNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <EditConflict
      title={t('editConflict.title')}
      text={t('editConflict.text')}
      reloadLabel={t('editConflict.reload')}
      overwriteLabel={t('editConflict.overwrite')}
      onReload={onReload}
      onOverwrite={onOverwrite}
      overwriting={overwriting}
    />
  );
}
