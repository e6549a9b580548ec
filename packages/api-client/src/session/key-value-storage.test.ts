import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createWebStorage } from './key-value-storage.ts';

function fakeWebStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

describe('createMemoryStorage', () => {
  it('keeps, replaces and removes values', () => {
    const storage = createMemoryStorage({ timeout: '30' });
    expect(storage.get('timeout')).toBe('30');
    storage.set('timeout', '45');
    expect(storage.get('timeout')).toBe('45');
    storage.remove('timeout');
    expect(storage.get('timeout')).toBeNull();
  });
});

describe('createWebStorage', () => {
  it('reads and writes through Web Storage', () => {
    const web = fakeWebStorage();
    const storage = createWebStorage(web);
    storage.set('auth', '{}');
    expect(web.getItem('auth')).toBe('{}');
    storage.remove('auth');
    expect(storage.get('auth')).toBeNull();
  });

  it('reads as empty and ignores writes when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = createWebStorage(refusing);
    expect(() => storage.set('auth', '{}')).not.toThrow();
    expect(storage.get('auth')).toBeNull();
    expect(() => storage.remove('auth')).not.toThrow();
  });
});
