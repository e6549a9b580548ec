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
