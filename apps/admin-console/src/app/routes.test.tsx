import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RequireAdmin } from './RequireAdmin.tsx';
import { adminRoutes } from './routes.tsx';

describe('admin console routes', () => {
  it('puts every screen of the console behind the ADMIN guard', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect(route.path?.startsWith('/admin') || route.path?.startsWith('/clients')).toBe(true);
      expect(isValidElement(route.element) && route.element.type === RequireAdmin).toBe(true);
    }
  });
});
