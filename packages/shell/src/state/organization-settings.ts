import type { Organization } from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { defaultLanguage, defaultSectorKind, isSectorKind } from '@shortlist/domain/vocabulary';

// §3 and §7 GET /user: what the organisation of the signed-in user changes in the apps.

export type OrganizationSettings = {
  /** Whose wording the vocabulary uses (Firms, Chambers, Companies...). */
  readonly sectorKind: SectorKind;
  /** English, then the organisation's additional languages. */
  readonly languages: readonly string[];
  /** Search is shown unless the organisation's flag is exactly false. */
  readonly searchEnabled: boolean;
  /** The text settings (gtmId, pixel ids, switches of the third-party tests...). */
  readonly text: Readonly<Record<string, string>>;
  /** The idle session timeout in minutes, when one is configured. */
  readonly sessionTimeoutMinutes: number | null;
};

export const defaultOrganizationSettings: OrganizationSettings = {
  sectorKind: defaultSectorKind,
  languages: [defaultLanguage],
  searchEnabled: true,
  text: {},
  sessionTimeoutMinutes: null,
};

/**
 * The settings of an organisation, or the defaults without one. The API sends the sector as
 * `{ id, kind }`; Decision: a missing or unknown kind reads as a company, the neutral wording.
 */
export function readOrganizationSettings(
  organization: Organization | null | undefined,
): OrganizationSettings {
  if (!organization) return defaultOrganizationSettings;
  const kind: unknown = (organization.sector as { kind?: unknown } | null | undefined)?.kind;
  const timeout = organization.sessionTimeout;
  return {
    sectorKind: isSectorKind(kind) ? kind : defaultSectorKind,
    languages: [...new Set([defaultLanguage, ...(organization.additionalLanguageSupport ?? [])])],
    searchEnabled: organization.search !== false,
    text: { ...(organization.defaultConfiguration?.text ?? {}) },
    sessionTimeoutMinutes: typeof timeout === 'number' && timeout > 0 ? timeout : null,
  };
}
