// Sector wording of spec §1: law organisations rename the schemes and every sector has its collective term.

export const sectorKinds = ['LAW_FIRM', 'CHAMBERS', 'COMPANY'] as const;
export type SectorKind = (typeof sectorKinds)[number];

export type SectorVocabulary = {
  readonly organizationSingular: string;
  readonly organizationPlural: string;
  readonly graduateScheme: string;
  readonly internship: string;
};

export const sectorVocabulary = {
  LAW_FIRM: {
    organizationSingular: 'Firm',
    organizationPlural: 'Firms',
    graduateScheme: 'Training contract',
    internship: 'Vacation scheme',
  },
  CHAMBERS: {
    organizationSingular: 'Chambers',
    organizationPlural: 'Chambers',
    graduateScheme: 'Pupillage',
    internship: 'Mini-pupillage',
  },
  COMPANY: {
    organizationSingular: 'Company',
    organizationPlural: 'Companies',
    graduateScheme: 'Graduate scheme',
    internship: 'Internship',
  },
} as const satisfies Record<SectorKind, SectorVocabulary>;

/** Company wording is the neutral default. */
export const defaultSectorKind = 'COMPANY' satisfies SectorKind;

export function isSectorKind(value: unknown): value is SectorKind {
  return typeof value === 'string' && (sectorKinds as readonly string[]).includes(value);
}

export function isLawSector(kind: SectorKind): boolean {
  return kind === 'LAW_FIRM' || kind === 'CHAMBERS';
}

// Decision: a missing or unknown sector reads as a company, whose wording is the product's generic one.
export function vocabularyFor(kind: SectorKind | null | undefined): SectorVocabulary {
  return sectorVocabulary[isSectorKind(kind) ? kind : defaultSectorKind];
}
