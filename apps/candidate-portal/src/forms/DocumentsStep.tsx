import { documentFileTypes } from '@shortlist/domain/validation';
import { FilePicker } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from './field-errors.ts';
import type { DocumentPart } from './form-steps.ts';
import { documentKindOfPart, isPartRequired } from './form-steps.ts';
import type { RoleFormConfiguration } from './role-form.ts';

export type DocumentsStepProps = {
  parts: readonly DocumentPart[];
  config: RoleFormConfiguration | null;
  /** Files chosen on this visit, uploaded when the step is saved. */
  files: Partial<Record<DocumentPart, File>>;
  /** The name of the document of this kind already stored, if any. */
  uploadedName: (part: DocumentPart) => string | null;
  errors: FieldMessages;
  onChoose: (part: DocumentPart, file: File) => void;
  onReject: (part: DocumentPart, message: string) => void;
  disabled?: boolean;
};

/**
 * The CV, cover letter and photo (§6 sections toggled by configuration), each taking only its recognised
 * file types (§5). Decision: files are not kept in the browser's drafts (too large for its storage); a
 * chosen file uploads when the step is saved, and a stored one is named under its picker.
 */
export function DocumentsStep({
  parts,
  config,
  files,
  uploadedName,
  errors,
  onChoose,
  onReject,
  disabled,
}: DocumentsStepProps) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <>
      {parts.map((part) => {
        const accept = documentFileTypes[documentKindOfPart[part]];
        const types = accept.map((type) => type.toUpperCase()).join(', ');
        const stored = uploadedName(part);
        const chosen = files[part]?.name ?? null;
        const required = isPartRequired(config, part);
        return (
          <FilePicker
            key={part}
            id={`document-${part}`}
            label={t(`applicationForm.documents.${part}`)}
            helperText={
              chosen
                ? t('applicationForm.documents.chosen')
                : stored
                  ? t('applicationForm.documents.replace')
                  : required
                    ? undefined
                    : t('common:form.optional')
            }
            accept={accept}
            formatAcceptedTypes={(list) => t('common:form.acceptedFileTypes', { types: list })}
            fileName={chosen ?? stored}
            required={required && stored === null}
            error={errors[part]}
            disabled={disabled}
            onSelect={(file) => onChoose(part, file)}
            onRejectType={() => onReject(part, t('applicationForm.documents.wrongType', { types }))}
          />
        );
      })}
    </>
  );
}
