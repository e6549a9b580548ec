import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import type { ApiSession } from '../support/api-session.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { createClientOrganisation } from '../support/client-organisation.ts';
import { noConsentChosen } from '../support/consent.ts';
import { publicUrl } from '../support/environment.ts';
import { undersizedTargets } from '../support/targets.ts';

// Issue 19, phones first: a candidate opens a company's careers list on a phone (the phone project: 390 by
// 844, touch). The roles come before the filters, which fold behind "Filter roles (n)"; filters and pages
// are links that keep the address; every control is a 24 px target; at 320 px the cookie banner stays
// within 200 px. The company is the journey's own, opened by name (?organization=) on the provider's host.

const leedsRoles = 21;
const londonRoles = 3;

async function openRoles(admin: ApiSession, organizationId: number) {
  const deadline = Math.floor(Date.UTC(2031, 5, 30) / 1000);
  const roles = [
    ...Array.from({ length: leedsRoles }, (_, index) => ({
      name: `Graduate Analyst ${String(index + 1).padStart(2, '0')}`,
      roleType: 'GRADUATE_SCHEME',
      location: 'leeds',
    })),
    ...Array.from({ length: londonRoles }, (_, index) => ({
      name: `Summer Intern ${index + 1}`,
      roleType: 'INTERNSHIP',
      location: 'london',
    })),
  ];
  for (const role of roles) {
    await apiJson(admin, 'POST', '/roles', { ...role, organizationId, status: 'LIVE', deadline });
  }
}

/** The first card of the list lies wholly inside the first screen, with nothing scrolled. */
async function expectFirstRoleOnFirstScreen(page: Page) {
  const first = page.getByRole('list', { name: 'Open roles' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  const screen = page.viewportSize();
  expect(box, 'the first role card').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'bottom of the first role card').toBeLessThanOrEqual(
    screen?.height ?? 0,
  );
}

test('a candidate filters and pages a careers list on a phone', async ({ page, request, browser }) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const company = await createClientOrganisation(admin, 'phone');
  await openRoles(admin, company.id);
  const rolesAddress = `${publicUrl}/roles?organization=${company.subdomain}`;

  await test.step('the first role is on the first screen, the filters folded behind their button', async () => {
    await page.goto(rolesAddress);
    await expect(page.getByText(`${leedsRoles + londonRoles} roles`)).toBeVisible();
    await expectFirstRoleOnFirstScreen(page);
    // The folded panel's toggle is the disclosure's own summary, named by its text.
    await expect(page.locator('summary')).toHaveAccessibleName('Filter roles');
    await expect(page.getByRole('form', { name: 'Filter roles' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('filters chosen in the unfolded panel narrow the list and live in the address', async () => {
    await page.locator('summary').click();
    const filters = page.getByRole('form', { name: 'Filter roles' });
    await expect(filters).toBeVisible();
    expect(await undersizedTargets(page), 'controls under 24 by 24 px on /roles').toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await filters.getByLabel('Role type').selectOption({ label: 'Graduate scheme' });
    await filters.getByLabel('Location').selectOption({ label: 'Leeds' });
    await filters.getByRole('button', { name: 'Show roles' }).tap();

    await expect(page.getByText(`${leedsRoles} roles`)).toBeVisible();
    await expect(page.locator('summary')).toHaveAccessibleName('Filter roles (2)');
    await expect(filters).toBeHidden();
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      organization: company.subdomain,
      roleType: 'GRADUATE_SCHEME',
      location: 'leeds',
    });
    await expectFirstRoleOnFirstScreen(page);
    await expect(page.getByRole('link', { name: /^Summer Intern/ })).toHaveCount(0);
  });

  await test.step('the pages are links that keep the filters, and a tap moves to the next one', async () => {
    const pages = page.getByRole('navigation', { name: 'Pages of roles' });
    const second = pages.getByRole('link', { name: 'Page 2 of 2' });
    const href = new URL((await second.getAttribute('href')) ?? '', publicUrl);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      organization: company.subdomain,
      roleType: 'GRADUATE_SCHEME',
      location: 'leeds',
      page: '1',
    });
    await expect(pages.getByRole('link', { name: 'Page 1 of 2' })).not.toHaveAttribute('href', /page=/);
    await second.tap();
    await expect(page.getByRole('link', { name: 'Graduate Analyst 21' })).toBeVisible();
    await expect(page).toHaveURL(href.toString());
    await expect(pages.getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    // The same address opened afresh (a shared link) shows the same page with the same filters.
    await page.goto(href.toString());
    await expect(page.getByRole('link', { name: 'Graduate Analyst 21' })).toBeVisible();
    await expect(page.locator('summary')).toHaveText('Filter roles (2)');
  });

  await test.step('without JavaScript the server-rendered list filters and pages the same way', async () => {
    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(rolesAddress);
    await expect(plain.getByText(`${leedsRoles + londonRoles} roles`)).toBeVisible();
    await plain.locator('summary').tap();
    const filters = plain.getByRole('form', { name: 'Filter roles' });
    await filters.getByLabel('Location').selectOption({ label: 'London' });
    await filters.getByRole('button', { name: 'Show roles' }).tap();
    await expect(plain.getByText(`${londonRoles} roles`)).toBeVisible();
    expect(new URL(plain.url()).searchParams.get('location')).toBe('london');
    await expect(plain.locator('summary')).toHaveText('Filter roles (1)');

    await plain.goto(rolesAddress);
    await plain
      .getByRole('navigation', { name: 'Pages of roles' })
      .getByRole('link', { name: 'Page 2 of 2' })
      .tap();
    await expect(plain.getByRole('link', { name: /^Summer Intern/ }).first()).toBeVisible();
    expect(new URL(plain.url()).searchParams.get('page')).toBe('1');
    await context.close();
  });

  await test.step('every control of a role page is a 24 px target', async () => {
    await page.getByRole('link', { name: 'Graduate Analyst 21' }).tap();
    await expect(page.getByRole('heading', { name: 'Graduate Analyst 21', level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('organization')).toBe(company.subdomain);
    expect(await undersizedTargets(page), 'controls under 24 by 24 px on /job').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('on a 320 by 568 phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, storageState: noConsentChosen });

  test('the cookie banner stays within 200 px, then the first role is on the first screen', async ({
    page,
  }) => {
    await page.goto('/roles');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height, 'height of the cookie banner').toBeLessThanOrEqual(200);
    // Readable as it stands: nothing in it scrolled out of sight, each choice whole on the screen.
    expect(await banner.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    for (const choice of ['Reject all', 'Accept all', 'Manage cookies']) {
      await expect(banner.getByRole('button', { name: choice })).toBeInViewport({ ratio: 1 });
    }
    expect(await undersizedTargets(page), 'controls under 24 by 24 px with the banner').toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reject all' }).tap();
    await reloaded;
    await expect(banner).toBeHidden();
    await expectFirstRoleOnFirstScreen(page);
  });
});
