import type { ReportDateRange } from '@shortlist/domain/constants';
import type { ReportType } from '@shortlist/domain/enums';
import type { AnyReportKind, ReportFilters } from '@shortlist/domain/reports';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../app/format.ts';
import type { ReportAddress } from './report-address.ts';
import type { ReportOptions } from './use-report-options.ts';

/** The filters as words: each chosen one by name, null where not chosen. */
type FilterWords = {
  kind: AnyReportKind;
  type: ReportType;
  range: ReportDateRange;
  from: number | null;
  to: number | null;
  role: string | null;
  roleLevel: string | null;
  department: string | null;
};

const epochSecondsOf = (date: string | null) => (date ? Date.parse(`${date}T00:00:00Z`) / 1000 : null);

/** "School report · Snapshot · Last 90 days · Role level: Graduate": the title line of screen, print and CSV. */
export function useFilterLine() {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);

  function line(words: FilterWords): string {
    const range =
      words.range === 'CUSTOM' && words.from !== null && words.to !== null
        ? t('reports.filters.between', {
            from: formatShortDate(words.from, locale),
            to: formatShortDate(words.to, locale),
          })
        : t(`reports.dateRange.${words.range}`);
    const named = (label: string, name: string | null) => (name === null ? [] : [`${label}: ${name}`]);
    const filters = [
      range,
      ...named(t('reports.filters.role'), words.role),
      ...named(t('reports.filters.roleLevel'), words.roleLevel),
      ...named(t('reports.filters.department'), words.department),
    ].join(' · ');
    return t('reports.filters.line', {
      kind: t(`reports.kinds.${words.kind}`),
      type: t(`reports.types.${words.type}`),
      filters,
    });
  }

  /** The line of the report an address asks for, naming its role, level and department. */
  function ofAddress(address: ReportAddress, options: ReportOptions): string {
    const nameOf = (id: number | null, list: ReportOptions['roles']) =>
      id === null ? null : (list.find((option) => option.id === id)?.label ?? String(id));
    return line({
      ...address,
      from: epochSecondsOf(address.from),
      to: epochSecondsOf(address.to),
      role: nameOf(address.roleId, options.roles),
      roleLevel: nameOf(address.roleLevel, options.roleLevels),
      department: nameOf(address.department, options.departments),
    });
  }

  /** The line of a share link's report, naming what the console knows. */
  function ofQuery(kind: AnyReportKind, query: ReportQuery, options: ReportOptions): string {
    return ofAddress(
      {
        kind,
        type: query.type,
        range: query.range,
        from: query.from === undefined ? null : new Date(query.from * 1000).toISOString().slice(0, 10),
        to: query.to === undefined ? null : new Date(query.to * 1000).toISOString().slice(0, 10),
        roleId: query.roleId ?? null,
        roleLevel: query.roleLevel ?? null,
        department: query.department ?? null,
      },
      options,
    );
  }

  /** The line of a shared report, naming its filters as the reply does. */
  function ofShared(kind: AnyReportKind, type: ReportType, filters: ReportFilters): string {
    const { names } = filters;
    const chosen = (id: number | null, name: string | null) => (id === null ? null : (name ?? String(id)));
    return line({
      kind,
      type,
      ...filters,
      role: chosen(filters.roleId, names.role),
      roleLevel: chosen(filters.roleLevel, names.roleLevel),
      department: chosen(filters.department, names.department),
    });
  }

  return { ofAddress, ofQuery, ofShared };
}
