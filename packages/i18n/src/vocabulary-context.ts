import type { SectorKind } from '@shortlist/domain/vocabulary';
import { defaultSectorKind, isSectorKind } from '@shortlist/domain/vocabulary';

/** The i18next context that picks a sector's wording out of the `vocabulary.*` resources. */
export const vocabularyContexts = {
  LAW_FIRM: 'lawFirm',
  CHAMBERS: 'chambers',
  COMPANY: 'company',
} as const satisfies Record<SectorKind, string>;
export type VocabularyContext = (typeof vocabularyContexts)[SectorKind];

// Decision: a missing or unknown sector reads as a company, as `vocabularyFor` in the domain does.
export function vocabularyContext(sectorKind: SectorKind | null | undefined): VocabularyContext {
  return vocabularyContexts[isSectorKind(sectorKind) ? sectorKind : defaultSectorKind];
}

// The role types whose offers carry the scheme's sector name ("Training contract offer", "Mini-pupillage offer").
const schemeOfRoleType: Readonly<Record<string, 'graduateScheme' | 'internship'>> = {
  GRADUATE_SCHEME: 'graduateScheme',
  INTERNSHIP: 'internship',
};

/**
 * The i18next context of a candidate-facing application status (`applicationStatus.*`): the sector and the
 * scheme of the role ('lawFirm_graduateScheme'); none for a role of another type, which reads the plain words.
 */
export function applicationStatusContext(
  sectorKind: SectorKind | null | undefined,
  roleType: string | null | undefined,
): string | undefined {
  const scheme = roleType ? schemeOfRoleType[roleType] : undefined;
  return scheme === undefined ? undefined : `${vocabularyContext(sectorKind)}_${scheme}`;
}
