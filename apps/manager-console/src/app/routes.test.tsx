import { LandingRedirect, RequireLogin } from '@shortlist/shell/react';
import { isValidElement } from 'react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { managerRoutes } from './routes.tsx';

function guarded(element: unknown): unknown {
  if (!isValidElement(element) || element.type !== RequireLogin) return null;
  return (element.props as { children: unknown }).children;
}

describe('manager console routes', () => {
  it('serves the console and settings screens and sends /manager to the landing route and /manager/settings to its first section, every /manager route but reports behind RequireLogin', () => {
    const served = new Map(managerRoutes.map((route) => [route.path, route.element]));
    expect([...served.keys()].sort()).toEqual([
      '/manager',
      '/manager/assessment-centres/:centreId',
      '/manager/candidate/:candidateId',
      '/manager/events',
      '/manager/events/:eventId',
      '/manager/marking/:roundId',
      '/manager/reports',
      '/manager/roles',
      '/manager/roles/:roleId',
      '/manager/roles/:roleId/assessment-centres',
      '/manager/roles/:roleId/fairness',
      '/manager/roles/:roleId/kits',
      '/manager/roles/:roleId/marking',
      '/manager/roles/:roleId/wash-up',
      '/manager/schedules',
      '/manager/schedules/:scheduleId',
      '/manager/schedules/new',
      '/manager/screen',
      '/manager/screen/:candidateId',
      '/manager/search',
      '/manager/settings',
      '/manager/settings/calendar',
      '/manager/settings/competencies',
      '/manager/settings/forms',
      '/manager/settings/groups',
      '/manager/settings/meeting-hours',
      '/manager/settings/message-policies',
      '/manager/settings/messages',
      '/manager/settings/metrics',
      '/manager/settings/organisation',
      '/manager/settings/rejection-reasons',
      '/manager/settings/roles',
      '/manager/settings/roles/:roleId',
      '/manager/settings/roles/new',
      '/manager/settings/stages',
      '/screen',
      '/screen/scorecard',
    ]);
    // /manager/reports is public (§2): it guards itself unless the address carries a share link.
    for (const path of served.keys()) {
      if (path?.startsWith('/manager') && path !== '/manager/reports') {
        expect(guarded(served.get(path))).not.toBeNull();
      }
    }
    const landing = guarded(served.get('/manager'));
    expect(isValidElement(landing) && landing.type === LandingRedirect).toBe(true);
    const settings = guarded(served.get('/manager/settings'));
    expect(isValidElement(settings) && settings.type === Navigate && settings.props).toMatchObject({
      to: '/manager/settings/roles',
    });
  });

  it("serves an outside reviewer's /screen link without sign-in: the token in the address is the access", () => {
    const reviewer = managerRoutes.find((route) => route.path === '/screen');
    expect(reviewer?.element).toBeDefined();
    expect(guarded(reviewer?.element)).toBeNull();
  });
});
