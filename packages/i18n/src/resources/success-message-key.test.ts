import { successMessages } from '@shortlist/domain/messages';
import { describe, expect, it } from 'vitest';
import { buildSuccessResource, toSuccessMessageKey } from './success-message-key.ts';

describe('toSuccessMessageKey', () => {
  it('turns a §8 key into a resource key without namespace separators', () => {
    expect(toSuccessMessageKey('user:password:update')).toBe('success.userPasswordUpdate');
    expect(toSuccessMessageKey('export:csv')).toBe('success.exportCsv');
  });
});

describe('buildSuccessResource', () => {
  it('holds every §8 success message under its camel-case key', () => {
    const resource = buildSuccessResource();
    expect(Object.keys(resource)).toHaveLength(Object.keys(successMessages).length);
    expect(resource.userSecurityUpdated).toBe('Contact preferences updated.');
    expect(resource.groupRefresh).toBe('Group refreshed');
  });
});
