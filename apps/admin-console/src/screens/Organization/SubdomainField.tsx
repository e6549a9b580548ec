import { TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { useSubdomainCheck } from './use-subdomain-check.ts';

type SubdomainFieldProps = {
  value: string;
  onChange: (value: string) => void;
  organizationId: number | undefined;
  error: string | undefined;
};

/** The subdomain, checked as it is typed: valid as a host label, not reserved, not another client's. */
export function SubdomainField({ value, onChange, organizationId, error }: SubdomainFieldProps) {
  const { t } = useTranslation('admin');
  const { checking, result } = useSubdomainCheck(value, organizationId);
  const checkMessage = result && !result.available ? (result.message ?? undefined) : undefined;
  const help =
    value.trim() === ''
      ? t('organization.fields.subdomainHelp')
      : checking
        ? t('organization.fields.subdomainChecking')
        : result?.available
          ? t('organization.fields.subdomainFree')
          : t('organization.fields.subdomainHelp');
  return (
    <TextField
      label={t('organization.fields.subdomain')}
      value={value}
      onChange={(next) => onChange(next.toLowerCase())}
      helperText={help}
      error={error ?? checkMessage}
      required
      autoComplete="off"
    />
  );
}
