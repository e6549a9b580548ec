import type { RoleSalary } from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import type { MarketingTags } from '@shortlist/shell/react';

// What the public API answers for the screens of this app: the API sends more than the §3 schemas name.

/** GET /api/public/organization/{id}/: an organisation's public face. */
export type PublicOrganizationView = {
  id: number;
  name: string;
  subdomain: string | null;
  sector: { id: number | null; kind: SectorKind | null } | null;
  countryBase: string | null;
  /** Whether visitors may create an account on this organisation's site. */
  signup: boolean;
  /** Its pages' logo (https) and colour (one that passed the contrast rule); null for the variant's. */
  brand: { colour: string | null; logoUrl: string | null };
  /** Its marketing tag ids (§4), loaded once a visitor accepts cookies. */
  defaultConfiguration?: { text?: MarketingTags };
};

/** A role of the careers list (POST /{orgId}/roles) and the role page (GET /{orgId}/roles/{roleId}). */
export type PublicRoleView = {
  id: number;
  name: string;
  description: string | null;
  roleType: string | null;
  roleLevel: string | null;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  workArrangement: string | null;
  /** The stated pay; null (or absent in older replies) when the role states none. */
  salary?: RoleSalary | null;
  /** The organisation's labels of the list values above (role types in the sector's wording). */
  labels: Partial<Record<RoleAttribute, string | null>>;
  openDate: number | null;
  deadline: number | null;
  deadlinePassed: boolean;
  organization: { id: number; name: string; subdomain: string | null };
};

export const roleAttributes = [
  'roleType',
  'roleLevel',
  'department',
  'location',
  'employmentType',
  'workArrangement',
] as const;
export type RoleAttribute = (typeof roleAttributes)[number];

/** GET /api/public/event/{id} and the event lists (times in epoch seconds). */
export type PublicEventView = {
  id: number;
  organizationId: number;
  name: string;
  description: string | null;
  eventType: string | null;
  location: string | null;
  eventStartDate: number;
  eventEndDate: number;
  capacity: number | null;
  /** Null when the event has no capacity limit. */
  placesLeft: number | null;
  /** What a registrant is asked (issue 14); older replies have none. */
  questions?: { id: string; label: string; required: boolean }[];
};

/** One bookable time of an interview invitation. */
export type InvitationSlotView = {
  id: number;
  startDateTime: number;
  endDateTime: number;
  state: 'Booked' | 'Passed' | 'Available';
  /** The candidate's own booking (issue 34). */
  mine?: boolean;
};

/** GET /api/public/interview/{token}: an invitation with its slots. */
export type InterviewInvitationView = {
  id: number;
  scheduleName: string;
  roleName: string | null;
  organization: { id: number; name: string; subdomain: string | null };
  location: string | null;
  durationMinutes: number | null;
  deadline: number | null;
  deadlinePassed: boolean;
  /** The schedule was closed or the invitation cancelled: nothing can be booked. */
  closed?: boolean;
  /** The start of the slot this candidate booked, if any. */
  selectedTime: number | null;
  slots: InvitationSlotView[];
};
