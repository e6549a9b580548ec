import type { FakeApi } from '@shortlist/shell/testing';
import { renderScreen } from '@shortlist/shell/testing';
import { vars } from '@shortlist/ui/theme';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListRolesScreen from '../screens/ListRoles/ListRolesScreen.tsx';
import { HostSiteBrand } from './HostSiteBrand.tsx';
import { hartwell } from './test-fixtures.ts';

const brandedHartwell = {
  ...hartwell,
  brand: { colour: '#8a1538', logoUrl: 'https://cdn.example.com/hartwell.png' },
};

const noRoles = {
  content: [],
  number: 0,
  size: 20,
  totalElements: 0,
  totalPages: 0,
  first: true,
  last: true,
  hasNext: false,
  hasPrevious: false,
  hasContent: false,
  numberOfElements: 0,
};

function careersApi(organization: object, key = 'hartwell'): FakeApi {
  return {
    [`GET /api/public/organization/${key}/`]: organization,
    [`GET /api/public/organization/${key}/roleTypes`]: [],
    [`GET /api/public/organization/${key}/roleLevels`]: [],
    [`GET /api/public/organization/${key}/departments`]: [],
    [`GET /api/public/organization/${key}/locations`]: [],
    [`POST /api/public/${key}/roles`]: noRoles,
  };
}

/** The name of a custom property as `var(--name)` in the theme contract. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

function renderRoles(options: { api: FakeApi; path?: string; hostname?: string }) {
  return renderScreen(
    <HostSiteBrand>
      <ListRolesScreen />
    </HostSiteBrand>,
    {
      route: '/roles',
      path: options.path ?? '/roles',
      api: options.api,
      ...(options.hostname ? { hostname: options.hostname } : {}),
    },
  );
}

describe("the employer's brand on the careers pages", () => {
  it("puts the organisation's logo and name in the header and paints the page in its colour", async () => {
    renderRoles({ api: careersApi(brandedHartwell) });
    const banner = screen.getByRole('banner');
    const home = await within(banner).findByRole('link', { name: 'Hartwell & Finch LLP' });
    expect(home).toHaveAttribute('href', '/');
    const logo = within(home).getByRole('img', { name: 'Hartwell & Finch LLP' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/hartwell.png');
    expect(logo).toHaveAttribute('width', '40');
    expect(logo).toHaveAttribute('height', '40');
    expect(within(banner).queryByText('Shortlist')).not.toBeInTheDocument();

    const painted = banner.closest<HTMLElement>(`[style*="${propertyOf(vars.color.primary)}"]`);
    expect(painted?.style.getPropertyValue(propertyOf(vars.color.primary))).toBe('#8a1538');
    expect(painted?.style.getPropertyValue(propertyOf(vars.color.link))).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the variant colour and shows the name alone when the organisation has no brand of its own', async () => {
    renderRoles({ api: careersApi(hartwell) });
    const banner = screen.getByRole('banner');
    const home = await within(banner).findByRole('link', { name: 'Hartwell & Finch LLP' });
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
    expect(banner.closest(`[style*="${propertyOf(vars.color.primary)}"]`)).toBeNull();
  });

  it("carries a shared link's ?organization= to the header's home link on a host that names none", async () => {
    renderRoles({
      api: careersApi(brandedHartwell),
      path: '/roles?organization=hartwell',
      hostname: 'localhost',
    });
    const home = await within(screen.getByRole('banner')).findByRole('link', {
      name: 'Hartwell & Finch LLP',
    });
    expect(home).toHaveAttribute('href', '/?organization=hartwell');
  });

  it('shows the variant name where no organisation applies', async () => {
    renderRoles({ api: {}, hostname: 'localhost' });
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Shortlist' }),
    ).toBeInTheDocument();
  });
});
