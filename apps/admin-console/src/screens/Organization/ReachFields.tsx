import { regions } from '@shortlist/domain/enums';
import { CheckboxField, CheckboxListField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';
import type { OrganizationDraft } from './organization-draft.ts';
import type { FieldErrors } from './validate-draft.ts';

type FieldsProps = {
  draft: OrganizationDraft;
  change: (next: Partial<OrganizationDraft>) => void;
  errors: FieldErrors;
};

/** Regions, additional languages and co-located countries. */
export function ReachFields({ draft, change, errors }: FieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('organization.sections.reach')}</legend>
      <CheckboxListField
        label={t('organization.fields.regions')}
        options={regions.map((region) => ({ value: region, label: t(`organization.region.${region}`) }))}
        values={draft.regions}
        onChange={(values) => change({ regions: values as OrganizationDraft['regions'] })}
        error={errors.regions}
      />
      <TextField
        label={t('organization.fields.additionalLanguages')}
        helperText={t('organization.fields.additionalLanguagesHelp')}
        value={draft.additionalLanguages}
        onChange={(additionalLanguages) => change({ additionalLanguages })}
        error={errors.additionalLanguages}
      />
      <TextField
        label={t('organization.fields.colocatedCountries')}
        helperText={t('organization.fields.colocatedCountriesHelp')}
        value={draft.colocatedCountries}
        onChange={(colocatedCountries) => change({ colocatedCountries })}
        error={errors.colocatedCountries}
      />
    </fieldset>
  );
}

const switches = ['search', 'signup', 'lateralHiring', 'rareContact'] as const;

/** The search flag, candidate sign-up, lateral hiring and Rare contact. */
export function SwitchFields({ draft, change }: Omit<FieldsProps, 'errors'>) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('organization.sections.switches')}</legend>
      {switches.map((name) => (
        <CheckboxField
          key={name}
          label={t(`organization.fields.${name}`)}
          checked={draft[name]}
          onChange={(checked) => change({ [name]: checked })}
        />
      ))}
    </fieldset>
  );
}
