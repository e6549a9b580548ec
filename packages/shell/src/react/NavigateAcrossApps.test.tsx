import { describe, expect, it } from 'vitest';
import { appOfPath } from './NavigateAcrossApps.tsx';

describe('appOfPath', () => {
  it('names the app the one server sends a path to', () => {
    expect(appOfPath('/manager/roles')).toBe('manager');
    expect(appOfPath('/manager')).toBe('manager');
    expect(appOfPath('/manager?x=1')).toBe('manager');
    expect(appOfPath('/admin/users')).toBe('admin');
    expect(appOfPath('/clients')).toBe('admin');
    expect(appOfPath('/applications?tab=2')).toBe('candidate');
    expect(appOfPath('/managers')).toBe('candidate');
    expect(appOfPath('/')).toBe('candidate');
  });
});
