import type { RecognisedFileType } from '@shortlist/domain/validation';
import { hasExpectedExtension, recognisedFileTypes } from '@shortlist/domain/validation';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, useFieldIds } from '../Field/Field.tsx';
import * as styles from './FilePicker.css.ts';

export type FilePickerProps = FieldBaseProps & {
  /** Recognised types of spec §5 the picker accepts. */
  accept: readonly RecognisedFileType[];
  /** Line naming the accepted types, e.g. (types) => `Accepted file types: ${types}`. */
  formatAcceptedTypes: (types: string) => string;
  /** Name of the file already chosen or uploaded, shown under the input. */
  fileName?: string | null;
  onSelect: (file: File) => void;
  /** Called instead of onSelect when the file's extension is not accepted (spec §5, case-insensitive). */
  onRejectType?: (file: File) => void;
  name?: string;
};

/** The accept attribute for recognised types: '.pdf,.docx,.jpeg,.jpg'. */
export function acceptAttribute(types: readonly RecognisedFileType[]): string {
  return types.flatMap((type) => recognisedFileTypes[type].map((extension) => `.${extension}`)).join(',');
}

/** A file input that shows which types it takes and screens the extension before handing the file out. */
export function FilePicker({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  accept,
  formatAcceptedTypes,
  fileName,
  onSelect,
  onRejectType,
  name,
}: FilePickerProps) {
  const ids = useFieldIds(id);
  const acceptedId = `${ids.controlId}-accepted`;
  const fileId = `${ids.controlId}-file`;
  const types = accept.map((type) => type.toUpperCase()).join(', ');
  const described = [
    describedBy(ids, { helper: Boolean(helperText) }),
    acceptedId,
    fileName ? fileId : undefined,
    error ? ids.errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field ids={ids} label={label} helperText={helperText} error={error} required={required}>
      <p id={acceptedId} className={styles.accepted}>
        {formatAcceptedTypes(types)}
      </p>
      <input
        id={ids.controlId}
        className={styles.input}
        type="file"
        name={name}
        accept={acceptAttribute(accept)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          if (hasExpectedExtension(file.name, accept)) onSelect(file);
          else onRejectType?.(file);
          // Cleared so choosing the same file again still reports it.
          event.target.value = '';
        }}
      />
      {fileName ? (
        <p id={fileId} className={styles.chosen}>
          {fileName}
        </p>
      ) : null}
    </Field>
  );
}
