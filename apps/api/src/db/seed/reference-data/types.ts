/** One reference item before seeding; the seeder adds organizationId and sortOrder (array order). */
export interface ReferenceSeedItem {
  type: string;
  value: string;
  label: string;
  attributes?: Record<string, string | number | boolean | null>;
}

/** Lowercase, hyphenated, ASCII-only value for a label: "King's College London" -> "kings-college-london". */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Items of one type from plain labels, values slugged from the labels. */
export function labelled(type: string, labels: readonly string[]): ReferenceSeedItem[] {
  return labels.map((label) => ({ type, value: slugify(label), label }));
}
