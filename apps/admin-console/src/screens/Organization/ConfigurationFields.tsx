import { useTranslation } from 'react-i18next';
import { EntryListEditor } from './EntryListEditor.tsx';
import type { OrganizationDraft } from './organization-draft.ts';
import type { FieldErrors } from './validate-draft.ts';

type ConfigurationFieldsProps = {
  draft: OrganizationDraft;
  change: (next: Partial<OrganizationDraft>) => void;
  errors: FieldErrors;
};

/** The default configuration of §3 as four lists of named entries, never as raw JSON. */
export function ConfigurationFields({ draft, change, errors }: ConfigurationFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <EntryListEditor
        section={t('organization.sections.views')}
        kind="switch"
        rows={draft.views}
        blank={{ key: '', on: true }}
        onChange={(views) => change({ views })}
        error={errors.views}
      />
      <EntryListEditor
        section={t('organization.sections.text')}
        kind="text"
        rows={draft.text}
        blank={{ key: '', value: '' }}
        onChange={(text) => change({ text })}
        error={errors.text}
      />
      <EntryListEditor
        section={t('organization.sections.textArrays')}
        kind="lines"
        rows={draft.textArrays}
        blank={{ key: '', value: '' }}
        onChange={(textArrays) => change({ textArrays })}
        error={errors.textArrays}
      />
      <EntryListEditor
        section={t('organization.sections.oauth')}
        kind="text"
        rows={draft.oauth}
        blank={{ key: '', value: '' }}
        onChange={(oauth) => change({ oauth })}
        error={errors.oauth}
      />
    </>
  );
}
