import { reportDateRanges } from '@shortlist/domain/constants';
import { reportTypesByKind } from '@shortlist/domain/reports';
import { useTranslation } from 'react-i18next';
import { Choice, DateInput, IdChoice } from './FilterFields.tsx';
import * as styles from './Reports.css.ts';
import type { ReportAddress } from './report-address.ts';
import type { ReportOptions } from './use-report-options.ts';

export type ReportFiltersProps = {
  address: ReportAddress;
  options: ReportOptions;
  onChange: (change: Partial<ReportAddress>) => void;
};

/** §9 report filters: view, role, role level, department and date range (custom: two dates). */
export function ReportFilters({ address, options, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('manager');
  const types = reportTypesByKind[address.kind];
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('reports.filters.legend')}</legend>
      {types.length > 1 ? (
        <Choice
          label={t('reports.filters.type')}
          value={address.type}
          onChange={(type) => onChange({ type: type as ReportAddress['type'] })}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`reports.types.${type}`)}
            </option>
          ))}
        </Choice>
      ) : null}
      <IdChoice
        label={t('reports.filters.role')}
        anyLabel={t('reports.filters.allRoles')}
        value={address.roleId}
        options={options.roles}
        onChange={(roleId) => onChange({ roleId })}
      />
      <IdChoice
        label={t('reports.filters.roleLevel')}
        anyLabel={t('reports.filters.allRoleLevels')}
        value={address.roleLevel}
        options={options.roleLevels}
        onChange={(roleLevel) => onChange({ roleLevel })}
      />
      <IdChoice
        label={t('reports.filters.department')}
        anyLabel={t('reports.filters.allDepartments')}
        value={address.department}
        options={options.departments}
        onChange={(department) => onChange({ department })}
      />
      <Choice
        label={t('reports.filters.range')}
        value={address.range}
        onChange={(range) => onChange({ range: range as ReportAddress['range'] })}
      >
        {reportDateRanges.map((range) => (
          <option key={range} value={range}>
            {t(`reports.dateRange.${range}`)}
          </option>
        ))}
      </Choice>
      {address.range === 'CUSTOM' ? (
        <>
          <DateInput
            label={t('reports.filters.from')}
            value={address.from}
            onChange={(from) => onChange({ from })}
          />
          <DateInput label={t('reports.filters.to')} value={address.to} onChange={(to) => onChange({ to })} />
        </>
      ) : null}
      {address.range === 'CUSTOM' && (!address.from || !address.to) ? (
        <p className={styles.hint}>{t('reports.filters.customHint')}</p>
      ) : null}
    </fieldset>
  );
}
