import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details.ts';

describe('describeAuditDetails', () => {
  it('writes each detail as a name and a value, leaving out empty ones', () => {
    expect(
      describeAuditDetails({
        type: 'SNAPSHOT',
        roleId: null,
        filters: ['ethnicity', 'gender'],
        shareId: 7,
        none: [],
        nested: { password: '[redacted]' },
        languages: [{ language: 'ga', added: 1 }],
      }),
    ).toEqual([
      { name: 'type', value: 'SNAPSHOT' },
      { name: 'filters', value: 'ethnicity, gender' },
      { name: 'shareId', value: '7' },
      { name: 'nested', value: '{"password":"[redacted]"}' },
      { name: 'languages', value: '{"language":"ga","added":1}' },
    ]);
  });
});
