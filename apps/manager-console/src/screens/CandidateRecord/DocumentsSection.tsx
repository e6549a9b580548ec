import type { OrganizationCandidateDocument, OrganizationCandidateView } from '@shortlist/domain/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { DocumentRow } from './DocumentRow.tsx';
import * as styles from './DocumentsSection.css.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { openPendingTab, saveBlob } from './document-files.ts';
import * as actionStyles from './RecordActions.css.ts';
import { RecordSection } from './RecordSection.tsx';
import type { DocumentOutcome } from './use-document-actions.ts';
import { useDocumentActions } from './use-document-actions.ts';

type Message = { kind: 'success'; text: string } | { kind: 'failure'; text: string } | null;

/** The candidate's documents: list, view, download, upload, change type and delete (§3 document types). */
export function DocumentsSection({ record }: { record: OrganizationCandidateView }) {
  const { t } = useTranslation('manager');
  const actions = useDocumentActions(record);
  const [message, setMessage] = useState<Message>(null);
  const [deleting, setDeleting] = useState<OrganizationCandidateDocument | null>(null);
  const busy = actions.changeType.isPending || actions.remove.isPending;

  const succeeded = (outcome: DocumentOutcome) =>
    setMessage({
      kind: 'success',
      text:
        outcome.kind === 'typeChanged'
          ? t('recordActions.documents.typeChanged', {
              name: outcome.name,
              kind: t(`recordActions.documents.kinds.${outcome.documentType}`),
            })
          : outcome.kind === 'uploaded'
            ? t('recordActions.documents.upload.uploaded', { name: outcome.name })
            : t('recordActions.documents.deleted', { name: outcome.name }),
    });
  const failed = (error: unknown) =>
    setMessage({
      kind: 'failure',
      text: t('recordActions.documents.failed', {
        reason: error instanceof Error ? error.message : String(error),
      }),
    });
  async function run(action: () => Promise<DocumentOutcome>) {
    setMessage(null);
    try {
      succeeded(await action());
    } catch (error) {
      failed(error);
      throw error;
    }
  }
  async function fetchThen(
    document: OrganizationCandidateDocument,
    use: (blob: Blob) => void,
    onFail?: () => void,
  ) {
    setMessage(null);
    try {
      use(await actions.fetchFile(document));
    } catch (error) {
      onFail?.();
      failed(error);
    }
  }

  const { documents } = record;
  return (
    <RecordSection title={t('recordActions.documents.title')} meta={documents.length || undefined}>
      {documents.length === 0 ? (
        <p className={actionStyles.muted}>{t('recordActions.documents.empty')}</p>
      ) : null}
      {documents.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={actionStyles.label}>{t('recordActions.documents.caption')}</caption>
            <thead>
              <tr>
                <th className={styles.header}>{t('recordActions.documents.type')}</th>
                <th className={styles.header}>{t('recordActions.documents.fileName')}</th>
                <th className={styles.header}>{t('recordActions.documents.size')}</th>
                <th className={styles.header}>{t('recordActions.documents.date')}</th>
                <th className={styles.header}>{t('recordActions.documents.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  busy={busy}
                  onView={() => {
                    const tab = openPendingTab();
                    void fetchThen(document, tab.show, tab.close);
                  }}
                  onDownload={() => void fetchThen(document, (blob) => saveBlob(blob, document.fileName))}
                  onChangeType={(type) =>
                    void run(() => actions.changeType.mutateAsync({ document, type })).catch(() => undefined)
                  }
                  onDelete={() => setDeleting(document)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <DocumentUpload
        uploading={actions.upload.isPending}
        onUpload={(upload) => run(() => actions.upload.mutateAsync(upload))}
      />
      {/* Always there, so screen readers hear each outcome. */}
      <p role="status" className={actionStyles.outcome}>
        {message?.kind === 'success' ? message.text : null}
      </p>
      {message?.kind === 'failure' ? (
        <p role="alert" className={actionStyles.failure}>
          {message.text}
        </p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('recordActions.documents.confirmDelete', { name: deleting.fileName })}
          text={t('recordActions.documents.confirmDeleteText')}
          confirmLabel={t('recordActions.documents.delete')}
          cancelLabel={t('recordActions.notes.cancel')}
          onConfirm={() => actions.remove.mutateAsync(deleting).then(succeeded)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </RecordSection>
  );
}
