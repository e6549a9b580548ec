import type { SectorKind } from './sector-vocabulary.ts';
import { sectorVocabulary, vocabularyFor } from './sector-vocabulary.ts';

/**
 * §7: ROLE_TYPE reference-data labels are renamed for law sectors. 'Graduate scheme' becomes
 * 'Training contract' / 'Pupillage' and 'Internship' becomes 'Vacation scheme' / 'Mini-pupillage'.
 * Decision: labels match ignoring case and surrounding spaces; any other label is returned unchanged.
 */
export function renameRoleTypeLabel(label: string, sectorKind: SectorKind | null | undefined): string {
  const vocabulary = vocabularyFor(sectorKind);
  const key = label.trim().toLowerCase();
  if (key === sectorVocabulary.COMPANY.graduateScheme.toLowerCase()) return vocabulary.graduateScheme;
  if (key === sectorVocabulary.COMPANY.internship.toLowerCase()) return vocabulary.internship;
  return label;
}
