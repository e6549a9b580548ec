import { describe, expect, it } from 'vitest';
import { persistence } from './persistence.ts';

describe('persistence', () => {
  it('stores state under root without the process and data parts, within 5000 ms', () => {
    expect(persistence.storageKey).toBe('root');
    expect(persistence.excludedParts).toEqual(['process', 'data']);
    expect(persistence.timeoutMs).toBe(5000);
  });
});
