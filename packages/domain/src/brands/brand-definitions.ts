// The brand variants of spec §1 as data: one product ("Shortlist") offered under five variants.

export const productName = 'Shortlist';

export const brandFlags = ['INTERNAL', 'EXTERNAL', 'LATERAL', 'CRSAO'] as const;
export type BrandFlag = (typeof brandFlags)[number];

export const brandIds = ['portal', 'cms', 'lateral', 'contextual', 'connect'] as const;
export type BrandId = (typeof brandIds)[number];

export type Brand = {
  readonly id: BrandId;
  readonly displayName: string;
  /** Production domain; organisation subdomains sit directly under it. */
  readonly domain: string;
  readonly supportEmail: string;
  readonly teamName: string;
  /** Put before 'Apply' / 'HR' in page titles (§2); null when the brand has none. */
  readonly titlePrefix: string | null;
  readonly flags: readonly BrandFlag[];
  /** External brands only: production API host used instead of the page's own origin (§7). */
  readonly apiHost: string | null;
  /** External brands only: production host whose pages call their own origin (§7). */
  readonly profileHost: string | null;
};

export const brands = {
  portal: {
    id: 'portal',
    displayName: 'Shortlist',
    domain: 'shortlist.test',
    supportEmail: 'support@shortlist.test',
    teamName: 'Shortlist Client Success',
    titlePrefix: null,
    flags: ['INTERNAL'],
    apiHost: null,
    profileHost: null,
  },
  cms: {
    id: 'cms',
    displayName: 'Shortlist Hire',
    domain: 'hire.shortlist.test',
    supportEmail: 'support@hire.shortlist.test',
    teamName: 'Shortlist Hire Client Success',
    titlePrefix: null,
    flags: ['INTERNAL'],
    apiHost: null,
    profileHost: null,
  },
  lateral: {
    id: 'lateral',
    displayName: 'Shortlist Lateral',
    domain: 'lateral.shortlist.test',
    supportEmail: 'support@lateral.shortlist.test',
    teamName: 'Shortlist Lateral Client Success',
    titlePrefix: 'Lateral',
    flags: ['INTERNAL', 'LATERAL'],
    apiHost: null,
    profileHost: null,
  },
  contextual: {
    id: 'contextual',
    displayName: 'Shortlist Context',
    domain: 'shortlistcontext.test',
    supportEmail: 'support@shortlistcontext.test',
    teamName: 'Shortlist Context Client Success',
    titlePrefix: 'Context',
    flags: ['EXTERNAL', 'CRSAO'],
    apiHost: 'api.shortlistcontext.test',
    profileHost: 'profile.shortlistcontext.test',
  },
  connect: {
    id: 'connect',
    displayName: 'Shortlist Connect',
    domain: 'shortlistconnect.test',
    supportEmail: 'support@shortlistconnect.test',
    teamName: 'Shortlist Connect Client Success',
    titlePrefix: 'Connect',
    flags: ['EXTERNAL'],
    apiHost: 'api.shortlistconnect.test',
    profileHost: 'profile.shortlistconnect.test',
  },
} as const satisfies Record<BrandId, Brand>;

/** The candidate portal is the main variant (§1). */
export const mainBrandId = 'portal' satisfies BrandId;

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

export function hasBrandFlag(brandId: BrandId, flag: BrandFlag): boolean {
  const flags: readonly BrandFlag[] = brands[brandId].flags;
  return flags.includes(flag);
}

export function isExternalBrand(brandId: BrandId): boolean {
  return hasBrandFlag(brandId, 'EXTERNAL');
}
