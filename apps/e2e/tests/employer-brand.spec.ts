import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import type { ApiSession } from '../support/api-session.ts';
import { apiJson, organisationIdOf, signInToApi } from '../support/api-session.ts';
import { hartwellManagerAdmin, signInToConsole } from '../support/console.ts';
import { field } from '../support/fields.ts';
import { saveOrganisationSettings } from '../support/organisation-settings.ts';

// Issue 19: a manager admin gives the organisation its colour and logo; a colour too light for white text is
// refused with its measured contrast, and Hartwell's careers pages then wear the name, logo and colour.

const colour = { hex: '#8a1538', rgb: 'rgb(138, 21, 56)' };
const logoUrl = 'https://logo.example.test/hartwell.svg';
const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#8a1538"/></svg>';
const organisationName = 'Hartwell & Finch LLP';

let admin: ApiSession;
let settingsPath: string;
let before: Record<string, unknown>;

test.beforeAll(async ({ playwright }) => {
  admin = await signInToApi(await playwright.request.newContext(), hartwellManagerAdmin);
  settingsPath = `/organization/${await organisationIdOf(admin)}/settings`;
  before = await apiJson(admin, 'GET', settingsPath);
});

// Other journeys use Hartwell's pages too: its brand is put back as it was, onto the settings as they are now
// (a journey running alongside, as blind review does, may have changed others meanwhile).
test.afterAll(async () => {
  const now = await apiJson<Record<string, unknown>>(admin, 'GET', settingsPath);
  await apiJson(admin, 'PUT', settingsPath, {
    ...now,
    brandColour: before.brandColour,
    logoUrl: before.logoUrl,
  });
});

test('a manager admin sets the brand colour and logo, and the careers pages wear them', async ({ page }) => {
  // The logo's own address is outside this machine; the browser gets it from here.
  await page.route(`${logoUrl}*`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: logo }));
  await signInToConsole(page, hartwellManagerAdmin);
  await page.goto('/manager/settings/organisation');
  const colourField = field(page, 'Brand colour');

  await test.step('a colour too light for white text is measured as typed and refused on save', async () => {
    await colourField.fill('#777777');
    await expect(page.getByText('Contrast with white: 4.48:1, at least 4.5:1 is needed.')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(colourField).toHaveAccessibleDescription(
      /This colour has a contrast of 4\.48:1 with white; at least 4\.5:1 is needed\./,
    );
    // Nothing of the brand was stored (blind review, alongside, may change Hartwell's other settings meanwhile).
    const stored = await apiJson<Record<string, unknown>>(admin, 'GET', settingsPath);
    expect({ brandColour: stored.brandColour, logoUrl: stored.logoUrl }).toEqual({
      brandColour: before.brandColour,
      logoUrl: before.logoUrl,
    });
  });

  await test.step('a dark colour and an https logo are saved', async () => {
    await saveOrganisationSettings(page, async () => {
      await colourField.fill(colour.hex);
      await expect(
        page.getByText(/Contrast with white: [\d.]+:1 \(at least 4\.5:1 is needed\)/),
      ).toBeVisible();
      await field(page, 'Logo URL').fill(logoUrl);
      await expectNoSeriousA11yViolations(page);
    });
    expect(await apiJson(admin, 'GET', settingsPath)).toMatchObject({ brandColour: colour.hex, logoUrl });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`the careers pages show the name, the logo and the colour at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/roles');
      const banner = page.getByRole('banner');
      const home = banner.getByRole('link', { name: organisationName });
      await expect(home).toBeVisible();
      await expect(banner.getByText('Shortlist', { exact: true })).toHaveCount(0);
      const image = home.getByRole('img', { name: organisationName });
      await expect(image).toHaveAttribute('src', logoUrl);
      // Loaded, so the page's policy let its origin in.
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);

      await page.locator('main a[href^="/job/"]').first().click();
      const apply = page.getByRole('link', { name: 'Apply now' }).first();
      await expect(apply).toBeVisible();
      await expect(apply).toHaveCSS('background-color', colour.rgb);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
