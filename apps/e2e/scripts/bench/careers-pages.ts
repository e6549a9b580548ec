import type { Locator, Page } from '@playwright/test';
import { apiUrl, hartwellUrl } from '../../support/environment.ts';

// The public careers pages the bench loads on Hartwell's host, and for each the main content whose
// appearance means the page shows what a candidate came for. The locators hold for the client-rendered
// portal and for server-rendered HTML alike: they name links and headings, not components.

export interface CareersPage {
  /** How the report names the page. */
  label: string;
  url: string;
  mainContent(page: Page): Locator;
}

interface RoleSummary {
  id: number;
  name: string;
  deadlinePassed: boolean;
}

async function askApi<T>(path: string, init?: RequestInit): Promise<T> {
  const reply = await fetch(`${apiUrl}/api/public${path}`, init);
  if (!reply.ok) throw new Error(`${init?.method ?? 'GET'} /api/public${path} answered ${reply.status}`);
  return (await reply.json()) as T;
}

/** The first open role of Hartwell's careers list, as the portal asks for it. */
async function firstOpenRole(): Promise<RoleSummary> {
  const roles = await askApi<{ content: RoleSummary[] }>('/hartwell/roles?page=0', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  const open = roles.content.find((role) => !role.deadlinePassed);
  if (!open) throw new Error('Hartwell has no open role to bench /job/{link} with');
  return open;
}

export async function careersPages(): Promise<CareersPage[]> {
  const role = await firstOpenRole();
  const events = await askApi<unknown[]>('/hartwell/events');
  if (events.length === 0) throw new Error('Hartwell has no upcoming event to bench /events with');
  return [
    {
      label: '/roles',
      url: `${hartwellUrl}/roles`,
      mainContent: (page) => page.locator('a[href*="/job/"]').first(),
    },
    {
      label: '/job/{link}',
      url: `${hartwellUrl}/job/${role.id}`,
      mainContent: (page) => page.getByRole('heading', { level: 1, name: role.name }),
    },
    {
      label: '/events',
      url: `${hartwellUrl}/events`,
      mainContent: (page) => page.locator('a[href*="/event/"]').first(),
    },
  ];
}
