import { describe, expect, it } from 'vitest';
import { delays } from './delays.ts';

describe('delays', () => {
  it.each([
    ['redirectAfterSearchSelection', 400],
    ['redirectAfterLogout', 500],
    ['systemLogout', 100],
    ['buttonLockout', 1000],
    ['alertTimeout', 5000],
    ['processMessageTimeout', 5000],
    ['statePersistenceTimeout', 5000],
    ['lazySpinner', 300],
    ['tooltip', 1000],
    ['chunkLoadTimeout', 120_000],
    ['alertAppear', 10],
  ] as const)('keeps %s at the spec value of %i ms', (name, ms) => {
    expect(delays[name]).toBe(ms);
  });
});
