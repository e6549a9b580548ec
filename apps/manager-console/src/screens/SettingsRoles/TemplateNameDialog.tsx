import { ApiError } from '@shortlist/api-client';
import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from './EditorField.tsx';
import * as styles from './editor.css.ts';
import { reasonOf } from './notice.tsx';

type TemplateNameDialogProps = {
  title: string;
  text?: string;
  confirmLabel: string;
  initial: { name: string; description: string };
  onSubmit: (value: { name: string; description: string }) => Promise<void>;
  onClose: () => void;
};

/** Name and description of a form template, for saving one or renaming it; the API's messages show here. */
export function TemplateNameDialog({
  title,
  text,
  confirmLabel,
  initial,
  onSubmit,
  onClose,
}: TemplateNameDialogProps) {
  const { t } = useTranslation('manager');
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  async function submit() {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ name: value.name.trim(), description: value.description.trim() });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      setErrors(Object.fromEntries(fields.map((field) => [field.field, field.message])));
      setFailure(t('settings.forms.failed', { reason: reasonOf(error) }));
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={title}
      {...(text ? { description: text } : {})}
      closeLabel={t('settings.forms.cancel')}
      footer={
        <>
          <Button
            size="medium"
            lockoutMs={0}
            loading={busy}
            disabled={value.name.trim() === ''}
            onClick={submit}
          >
            {confirmLabel}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('settings.forms.cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogForm}
        // Two inputs and no submit button inside: Enter would not submit the form by itself.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          if (value.name.trim() !== '' && !busy) void submit();
        }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextInput
          label={t('settings.forms.name')}
          value={value.name}
          required
          error={errors.name}
          onChange={(event) => setValue({ ...value, name: event.target.value })}
        />
        <TextInput
          label={t('settings.forms.descriptionField')}
          value={value.description}
          error={errors.description}
          onChange={(event) => setValue({ ...value, description: event.target.value })}
        />
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
