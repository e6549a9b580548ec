import { Button } from '../../components/Button/Button.tsx';
import type { TextareaFieldProps } from '../TextareaField/TextareaField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';

export type ExportableTextareaFieldProps = Omit<TextareaFieldProps, 'actions' | 'counterOverride'> & {
  /** Text of the export button, e.g. 'Export answer'. */
  exportLabel: string;
  /** Called with the current text; the app downloads or copies it. */
  onExport: (value: string) => void;
};

/**
 * The exportable textarea field type of spec §3.
 * Decision: a textarea whose answer can be exported on its own (the button hands the text out).
 */
export function ExportableTextareaField({ exportLabel, onExport, ...props }: ExportableTextareaFieldProps) {
  return (
    <TextareaField
      {...props}
      actions={
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={props.disabled || props.value.trim() === ''}
            onClick={() => onExport(props.value)}
          >
            {exportLabel}
          </Button>
        </div>
      }
    />
  );
}
