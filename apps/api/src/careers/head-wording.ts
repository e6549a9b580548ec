import type { SectorKind } from '@shortlist/domain/vocabulary';
import { createI18n } from '@shortlist/i18n';
import { candidate } from '@shortlist/i18n/resources/candidate';
import { common } from '@shortlist/i18n/resources/common';

// The careers pages' head speaks the portal's own words (@shortlist/i18n), in the organisation's sector
// vocabulary: one English instance per sector, made once.
type Translate = ReturnType<typeof createI18n>['t'];
const bySector = new Map<SectorKind, Translate>();

export function headWording(sectorKind: SectorKind): Translate {
  const known = bySector.get(sectorKind);
  if (known) return known;
  const { t } = createI18n({ resources: { common, candidate }, sectorKind });
  bySector.set(sectorKind, t);
  return t;
}
