import { organizationBrandOf } from '@shortlist/domain/brands';
import { pickMarketingTags } from '@shortlist/domain/constants';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { UserRow } from '../shared/auth-context.ts';

/** An organisation as the apps read it (§3 Organisation / company account). */
export function toOrganizationView(org: OrganizationRow) {
  return {
    id: org.id,
    name: org.name,
    subdomain: org.subdomain,
    clientDomain: org.clientDomain,
    productType: org.productType,
    sector: { id: org.sectorId, kind: org.sectorKind },
    tier: org.tier,
    status: org.status,
    rareContact: org.rareContact,
    countryBase: org.countryBase,
    metrics: org.metrics,
    additionalLanguageSupport: org.additionalLanguageSupport,
    colocatedCountries: org.colocatedCountries,
    search: org.searchEnabled,
    signup: org.signupEnabled,
    lateralHiring: org.lateralHiring,
    sessionTimeout: org.sessionTimeoutMinutes,
    retentionMonths: org.retentionMonths,
    defaultConfiguration: org.defaultConfiguration,
    rareApplicationFormConfiguration: org.rareApplicationFormConfiguration,
    createdAt: org.createdAt.toISOString(),
  };
}

/** What an anonymous visitor may know of an organisation: enough to brand and word its pages. */
export function toPublicOrganizationView(org: OrganizationRow) {
  return {
    id: org.id,
    name: org.name,
    subdomain: org.subdomain,
    clientDomain: org.clientDomain,
    sector: { id: org.sectorId, kind: org.sectorKind },
    countryBase: org.countryBase,
    additionalLanguageSupport: org.additionalLanguageSupport,
    search: org.searchEnabled,
    signup: org.signupEnabled,
    // Its pages' logo and colour (issue 19): an https logo and a colour that passes contrast, else null.
    brand: organizationBrandOf(org.defaultConfiguration.text),
    // The marketing tag ids too: the careers site loads them once a visitor accepts cookies (§4).
    defaultConfiguration: {
      views: org.defaultConfiguration.views,
      text: pickMarketingTags(org.defaultConfiguration.text),
    },
  };
}

/** A user as §3 describes it; never the password hash. */
export function toUserView(user: UserRow, organization: OrganizationRow | undefined) {
  return {
    id: user.id,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredName: user.preferredName,
    anonymised: user.anonymised,
    anonymousEmail: user.anonymousEmail,
    externalCandidateId: user.externalCandidateId,
    candidateStatus: user.candidateStatus,
    emailVerified: user.emailVerifiedAt !== null,
    contactChannels: user.contactChannels,
    mobile: user.mobile,
    avatarBase64: user.avatar,
    createdAt: user.createdAt.toISOString(),
    organization: organization ? toOrganizationView(organization) : null,
  };
}

/** A colleague in a list (organisation users, rare users): no contact preferences or avatar. */
export function toUserSummary(user: UserRow) {
  return {
    id: user.id,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    rareContact: user.rareContact,
    // Active once on-boarded (a password chosen) and not deactivated by a manager admin.
    active: user.passwordHash !== null && user.deactivatedAt === null,
  };
}
