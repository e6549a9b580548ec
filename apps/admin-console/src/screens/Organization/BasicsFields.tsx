import { countryBases, tiers } from '@shortlist/domain/enums';
import { DropdownField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';
import type { OrganizationDraft } from './organization-draft.ts';
import { SubdomainField } from './SubdomainField.tsx';
import { useSectorOptions } from './use-sectors.ts';
import type { FieldErrors } from './validate-draft.ts';

type BasicsFieldsProps = {
  draft: OrganizationDraft;
  change: (next: Partial<OrganizationDraft>) => void;
  errors: FieldErrors;
  organizationId: number | undefined;
};

/** Who the client is and where its pages live: name, product, sector, tier, addresses, country base. */
export function BasicsFields({ draft, change, errors, organizationId }: BasicsFieldsProps) {
  const { t } = useTranslation('admin');
  const sectors = useSectorOptions();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('organization.sections.basics')}</legend>
      <TextField
        label={t('organization.fields.name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        error={errors.name}
        required
      />
      <TextField
        label={t('organization.fields.productType')}
        value={draft.productType}
        onChange={(productType) => change({ productType })}
        error={errors.productType}
      />
      <DropdownField
        label={t('organization.fields.sector')}
        emptyChoiceLabel={t('organization.fields.chooseSector')}
        value={draft.sectorId}
        options={sectors}
        onChange={(sectorId) => change({ sectorId })}
        error={errors.sectorId}
        required
      />
      <DropdownField
        label={t('organization.fields.tier')}
        emptyChoiceLabel={t('organization.fields.chooseTier')}
        value={draft.tier}
        options={tiers.map((tier) => ({ value: tier, label: t(`clients.tier.${tier}`) }))}
        onChange={(tier) => change({ tier: tier as OrganizationDraft['tier'] })}
        error={errors.tier}
        required
      />
      <SubdomainField
        value={draft.subdomain}
        onChange={(subdomain) => change({ subdomain })}
        organizationId={organizationId}
        error={errors.subdomain}
      />
      <TextField
        label={t('organization.fields.clientDomain')}
        helperText={t('organization.fields.clientDomainHelp')}
        value={draft.clientDomain}
        onChange={(clientDomain) => change({ clientDomain })}
        error={errors.clientDomain}
      />
      <DropdownField
        label={t('organization.fields.countryBase')}
        value={draft.countryBase}
        options={countryBases.map((base) => ({ value: base, label: t(`clients.countryBaseName.${base}`) }))}
        onChange={(countryBase) => change({ countryBase: countryBase as OrganizationDraft['countryBase'] })}
      />
    </fieldset>
  );
}
