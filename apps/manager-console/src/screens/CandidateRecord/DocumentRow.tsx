import type { OrganizationCandidateDocument } from '@shortlist/domain/contract';
import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { candidateDocumentKinds } from '@shortlist/domain/validation';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import * as styles from './DocumentsSection.css.ts';
import { formatFileSize } from './document-files.ts';
import * as actionStyles from './RecordActions.css.ts';
import { formatDateTime } from './record-format.ts';

export type DocumentRowProps = {
  document: OrganizationCandidateDocument;
  busy: boolean;
  onView: () => void;
  onDownload: () => void;
  onChangeType: (type: CandidateDocumentKind) => void;
  onDelete: () => void;
};

/** One document: its type (changeable), name, size and date, and view / download / delete. */
export function DocumentRow({
  document,
  busy,
  onView,
  onDownload,
  onChangeType,
  onDelete,
}: DocumentRowProps) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const size = formatFileSize(document.sizeBytes, locale);
  const name = document.fileName;
  return (
    <tr>
      <td className={styles.cell}>
        <select
          className={compactControl}
          aria-label={t('recordActions.documents.changeType', { name })}
          value={document.documentType}
          disabled={busy}
          onChange={(event) => onChangeType(event.target.value as CandidateDocumentKind)}
        >
          {candidateDocumentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`recordActions.documents.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </td>
      <th scope="row" className={styles.fileCell}>
        {name}
      </th>
      <td className={styles.cell}>{t(`recordActions.documents.${size.unit}`, { value: size.value })}</td>
      <td className={styles.cell}>
        <time dateTime={document.createdAt}>{formatDateTime(new Date(document.createdAt), locale)}</time>
      </td>
      <td className={styles.cell}>
        <span className={styles.actions}>
          {document.hiddenByBlindReview ? (
            <span className={styles.hidden}>{t('recordActions.documents.hidden')}</span>
          ) : (
            <>
              <button
                type="button"
                className={actionStyles.textButton}
                aria-label={t('recordActions.documents.viewFile', { name })}
                onClick={onView}
              >
                {t('recordActions.documents.view')}
              </button>
              <button
                type="button"
                className={actionStyles.textButton}
                aria-label={t('recordActions.documents.downloadFile', { name })}
                onClick={onDownload}
              >
                {t('recordActions.documents.download')}
              </button>
            </>
          )}
          <button
            type="button"
            className={actionStyles.textButton}
            aria-label={t('recordActions.documents.deleteFile', { name })}
            disabled={busy}
            onClick={onDelete}
          >
            {t('recordActions.documents.delete')}
          </button>
        </span>
      </td>
    </tr>
  );
}
