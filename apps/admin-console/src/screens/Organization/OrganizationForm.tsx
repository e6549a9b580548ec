import { Button } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicsFields } from './BasicsFields.tsx';
import { ConfigurationFields } from './ConfigurationFields.tsx';
import { MetricsEditor } from './MetricsEditor.tsx';
import * as styles from './OrganizationForm.css.ts';
import type { OrganizationDraft } from './organization-draft.ts';
import { ReachFields, SwitchFields } from './ReachFields.tsx';
import type { FieldErrors } from './validate-draft.ts';
import { validateDraft } from './validate-draft.ts';

type OrganizationFormProps = {
  initial: OrganizationDraft;
  organizationId?: number | undefined;
  submitLabel: string;
  saving: boolean;
  /** The API's field errors of the last attempt. */
  serverErrors: FieldErrors;
  onSubmit: (draft: OrganizationDraft) => void;
};

/** Every field of §3 Organisation, checked as the API checks it before anything is sent. */
export function OrganizationForm({
  initial,
  organizationId,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
}: OrganizationFormProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: Partial<OrganizationDraft>) => setDraft((current) => ({ ...current, ...next }));
  const shown = { ...serverErrors, ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDraft(draft, {
      keyRequired: t('organization.entry.keyRequired'),
      duplicate: t('organization.entry.duplicate'),
    });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  }

  const fields = { draft, change, errors: shown };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {Object.keys(shown).length > 0 ? (
        <p role="alert" className={styles.error}>
          {t('organization.fixErrors')}
        </p>
      ) : null}
      <BasicsFields {...fields} organizationId={organizationId} />
      <ReachFields {...fields} />
      <SwitchFields draft={draft} change={change} />
      <MetricsEditor metrics={draft.metrics} onChange={(metrics) => change({ metrics })} errors={shown} />
      <ConfigurationFields {...fields} />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
