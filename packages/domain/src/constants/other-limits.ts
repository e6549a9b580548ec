// The "other limits of unclear purpose" of spec §9 (200, 100, 1000, 250, 50, 30).
// Decision: they are read as character caps on free-text inputs, one per input size, because these are
// the usual maxLength values of such fields; each name says where the product applies it.

export const otherLimits = {
  /** Short codes and identifiers typed by hand (postcode, reference, phone extension). */
  shortCodeMaxLength: 30,
  /** A person's or place's name (first name, last name, preferred name, city). */
  nameMaxLength: 50,
  /** A one-line answer or label (job title, society, "Please specify" answers). */
  lineMaxLength: 100,
  /** A heading-like text (role name, event name, template subject). */
  headlineMaxLength: 200,
  /** A short note or summary (note on a candidate, feedback comment). */
  summaryMaxLength: 250,
  /** A long free-text answer (textarea questions, cover text). */
  longTextMaxLength: 1000,
} as const;
export type OtherLimitName = keyof typeof otherLimits;
