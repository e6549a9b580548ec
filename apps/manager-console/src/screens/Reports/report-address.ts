import type { ReportDateRange } from '@shortlist/domain/constants';
import { reportDateRanges } from '@shortlist/domain/constants';
import type { ReportType } from '@shortlist/domain/enums';
import type { AnyReportKind } from '@shortlist/domain/reports';
import { anyReportKinds, reportTypesByKind } from '@shortlist/domain/reports';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { reportDateRangeAliases } from '@shortlist/domain/schemas';

// Every choice of /manager/reports lives in its address (kind, type, range, from, to, roleId, roleLevel,
// department), so a reload or a copied link shows the same report. Decision: ranges use the API's short
// spellings (last30 ... all) and a custom range's bounds are calendar dates (YYYY-MM-DD, UTC days).

export type ReportAddress = {
  kind: AnyReportKind;
  type: ReportType;
  range: ReportDateRange;
  from: string | null;
  to: string | null;
  roleId: number | null;
  roleLevel: number | null;
  department: number | null;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const aliasOf = Object.fromEntries(
  Object.entries(reportDateRangeAliases).map(([alias, range]) => [range, alias]),
);

function readId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function readDate(value: string | null): string | null {
  if (value === null || !isoDate.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

function readRange(value: string | null): ReportDateRange {
  const text = value?.trim() ?? '';
  const range = reportDateRangeAliases[text.toLowerCase()] ?? text.toUpperCase();
  return (reportDateRanges as readonly string[]).includes(range) ? (range as ReportDateRange) : 'ALL_TIME';
}

/** The report an address asks for; anything unreadable falls back to its default. */
export function readReportAddress(params: URLSearchParams, defaultKind: AnyReportKind): ReportAddress {
  const kindText = params.get('kind')?.trim().toUpperCase() ?? '';
  const kind = (anyReportKinds as readonly string[]).includes(kindText)
    ? (kindText as AnyReportKind)
    : defaultKind;
  const typeText = params.get('type')?.trim().toUpperCase() ?? '';
  const type = reportTypesByKind[kind].find((each) => each === typeText) ?? 'SNAPSHOT';
  const range = readRange(params.get('range'));
  return {
    kind,
    type,
    range,
    from: range === 'CUSTOM' ? readDate(params.get('from')) : null,
    to: range === 'CUSTOM' ? readDate(params.get('to')) : null,
    roleId: readId(params.get('roleId')),
    roleLevel: readId(params.get('roleLevel')),
    department: readId(params.get('department')),
  };
}

/** The address of a report: defaults left out, so the plain path shows the first kind for all time. */
export function writeReportAddress(address: ReportAddress): URLSearchParams {
  const params = new URLSearchParams({ kind: address.kind });
  if (address.type !== 'SNAPSHOT') params.set('type', address.type);
  if (address.range !== 'ALL_TIME') params.set('range', aliasOf[address.range] ?? address.range);
  if (address.range === 'CUSTOM' && address.from) params.set('from', address.from);
  if (address.range === 'CUSTOM' && address.to) params.set('to', address.to);
  for (const key of ['roleId', 'roleLevel', 'department'] as const) {
    if (address[key] !== null) params.set(key, String(address[key]));
  }
  return params;
}

/** A change of kind keeps the filters but drops a type the new kind does not come as. */
export function changeReportAddress(address: ReportAddress, change: Partial<ReportAddress>): ReportAddress {
  const next = { ...address, ...change };
  if (!reportTypesByKind[next.kind].includes(next.type)) next.type = 'SNAPSHOT';
  return next;
}

const secondsOfDay = 86_400;
const epochSecondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** The API query of an address, or null while a custom range lacks a bound (nothing to count yet). */
export function toReportQuery(address: ReportAddress): ReportQuery | null {
  const query: ReportQuery = { type: address.type, range: address.range };
  for (const key of ['roleId', 'roleLevel', 'department'] as const) {
    const id = address[key];
    if (id !== null) query[key] = id;
  }
  if (address.range !== 'CUSTOM') return query;
  if (!address.from || !address.to) return null;
  // The end date counts in full: up to the last second of that day.
  const [first, last] = [address.from, address.to].sort();
  return { ...query, from: epochSecondsOf(first ?? ''), to: epochSecondsOf(last ?? '') + secondsOfDay - 1 };
}
