import { describe, expect, it } from 'vitest';
import { emptyAuditFilter, toAuditQuery } from './audit-filter.ts';

describe('toAuditQuery', () => {
  it('leaves blank fields out', () => {
    expect(toAuditQuery({ ...emptyAuditFilter, user: '  ' })).toEqual({
      organizationId: undefined,
      user: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('covers whole UTC days, the end day up to its last second', () => {
    const query = toAuditQuery({
      ...emptyAuditFilter,
      organizationId: '7',
      action: ' report ',
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(query).toMatchObject({ organizationId: 7, action: 'report' });
    expect(new Date((query.from ?? 0) * 1000).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date((query.to ?? 0) * 1000).toISOString()).toBe('2026-11-01T23:59:59.000Z');
  });
});
