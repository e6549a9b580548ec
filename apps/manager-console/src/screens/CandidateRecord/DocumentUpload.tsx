import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { candidateDocumentKinds } from '@shortlist/domain/validation';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import * as styles from './DocumentsSection.css.ts';
import * as actionStyles from './RecordActions.css.ts';
import { acceptedExtensions, checkUpload } from './upload-check.ts';

export type DocumentUploadProps = {
  uploading: boolean;
  /** Resolves once uploaded; the form then clears its file. */
  onUpload: (upload: { file: File; documentType: CandidateDocumentKind }) => Promise<unknown>;
};

/** Adds a document: its type, then the file (multipart upload). */
export function DocumentUpload({ uploading, onUpload }: DocumentUploadProps) {
  const { t } = useTranslation('manager');
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<CandidateDocumentKind>('OTHER');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  // Checked on Upload, then kept current as the user changes the type or the file.
  const problem = checked ? checkUpload(file, documentType) : null;
  const extensions = acceptedExtensions(documentType);

  return (
    <form
      className={actionStyles.stack}
      onSubmit={async (event) => {
        event.preventDefault();
        setChecked(true);
        if (!file || checkUpload(file, documentType) !== null) {
          fileInput.current?.focus();
          return;
        }
        try {
          await onUpload({ file, documentType });
          setFile(null);
          setChecked(false);
          if (fileInput.current) fileInput.current.value = '';
        } catch {
          // The section shows why; the file stays chosen to try again.
        }
      }}
    >
      <fieldset className={actionStyles.row}>
        <legend className={actionStyles.label}>{t('recordActions.documents.upload.legend')}</legend>
        <label htmlFor={`${fieldId}-type`} className={actionStyles.label}>
          {t('recordActions.documents.upload.type')}
        </label>
        <select
          id={`${fieldId}-type`}
          className={compactControl}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value as CandidateDocumentKind)}
        >
          {candidateDocumentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`recordActions.documents.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${fieldId}-file`} className={actionStyles.label}>
          {t('recordActions.documents.upload.file')}
        </label>
        <input
          id={`${fieldId}-file`}
          ref={fileInput}
          type="file"
          className={styles.fileInput}
          accept={extensions.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <button type="submit" className={toolButton} disabled={uploading}>
          {uploading
            ? t('recordActions.documents.upload.uploading')
            : t('recordActions.documents.upload.submit')}
        </button>
      </fieldset>
      {problem ? (
        <p id={`${fieldId}-error`} className={actionStyles.failure}>
          {problem === 'missing'
            ? t('recordActions.documents.upload.chooseFile')
            : t('recordActions.documents.upload.wrongType', {
                kind: t(`recordActions.documents.kinds.${documentType}`),
                extensions: extensions.join(', '),
              })}
        </p>
      ) : null}
    </form>
  );
}
