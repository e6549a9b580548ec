import { describe, expect, it } from 'vitest';
import type { ReportAddress } from './report-address.ts';
import {
  changeReportAddress,
  readReportAddress,
  toReportQuery,
  writeReportAddress,
} from './report-address.ts';

const read = (search: string) => readReportAddress(new URLSearchParams(search), 'CONTEXTUAL');

describe('readReportAddress', () => {
  it('reads every choice of the address', () => {
    expect(read('kind=school&type=adverse&range=last90&roleId=12&roleLevel=3&department=7')).toEqual({
      kind: 'SCHOOL',
      type: 'ADVERSE',
      range: 'LAST_90_DAYS',
      from: null,
      to: null,
      roleId: 12,
      roleLevel: 3,
      department: 7,
    });
  });

  it('falls back to the defaults for an unknown kind, a type the kind lacks and an unknown range', () => {
    expect(read('kind=PAYROLL&range=forever')).toMatchObject({ kind: 'CONTEXTUAL', range: 'ALL_TIME' });
    expect(read('kind=EFFICIENCY&type=ADVERSE').type).toBe('SNAPSHOT');
    expect(read('roleId=abc&roleLevel=-2&department=0')).toMatchObject({
      roleId: null,
      roleLevel: null,
      department: null,
    });
  });

  it('keeps the dates of a custom range only, and only real dates', () => {
    expect(read('range=custom&from=2026-01-01&to=2026-13-40')).toMatchObject({
      from: '2026-01-01',
      to: null,
    });
    expect(read('range=last30&from=2026-01-01&to=2026-02-01')).toMatchObject({ from: null, to: null });
  });
});

describe('writeReportAddress', () => {
  it('writes back what it reads, leaving defaults out', () => {
    const search = 'kind=SCHOOL&type=ADVERSE&range=custom&from=2026-01-01&to=2026-03-31&roleId=4';
    expect(writeReportAddress(read(search)).toString()).toBe(search);
    expect(writeReportAddress(read('kind=DIVERSITY')).toString()).toBe('kind=DIVERSITY');
  });
});

describe('changeReportAddress', () => {
  it('drops a type the new kind does not come as and keeps the filters', () => {
    const address = read('kind=DIVERSITY&type=INTERSECTIONAL&roleId=4');
    expect(changeReportAddress(address, { kind: 'SCHOOL' })).toMatchObject({ type: 'SNAPSHOT', roleId: 4 });
    expect(changeReportAddress(address, { kind: 'CONTEXTUAL' }).type).toBe('INTERSECTIONAL');
  });
});

describe('toReportQuery', () => {
  const base: ReportAddress = read('kind=SCHOOL');

  it('asks for the filters that are set', () => {
    expect(toReportQuery({ ...base, range: 'LAST_30_DAYS', roleLevel: 3 })).toEqual({
      type: 'SNAPSHOT',
      range: 'LAST_30_DAYS',
      roleLevel: 3,
    });
  });

  it('counts a custom range from the start of its first day to the end of its last', () => {
    expect(toReportQuery({ ...base, range: 'CUSTOM', from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      from: Date.UTC(2026, 0, 1) / 1000,
      to: Date.UTC(2026, 1, 1) / 1000 - 1,
    });
  });

  it('asks nothing while a custom range lacks a bound', () => {
    expect(toReportQuery({ ...base, range: 'CUSTOM', from: '2026-01-01', to: null })).toBeNull();
  });
});
