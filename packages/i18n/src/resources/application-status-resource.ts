import type { CandidateFacingStatus } from '@shortlist/domain/stages';
import { sectorKinds, sectorVocabulary } from '@shortlist/domain/vocabulary';
import type { VocabularyContext } from '../vocabulary-context.ts';
import { vocabularyContext } from '../vocabulary-context.ts';

const plainWords = {
  submitted: 'Submitted',
  inReview: 'In review',
  onlineTest: 'Online test',
  interview: 'Interview',
  assessmentCentre: 'Assessment centre',
  offer: 'Offer',
  offerAccepted: 'Offer accepted',
  unsuccessful: 'Unsuccessful',
  withdrawn: 'Withdrawn',
} as const satisfies Record<CandidateFacingStatus, string>;

/**
 * What a candidate reads of an application (issue 32), with the sector's scheme names from the domain's
 * vocabulary as contexts: `offer_lawFirm_graduateScheme` is "Training contract offer",
 * `offer_chambers_internship` "Mini-pupillage offer"; a key without its context reads the plain word.
 */
export function buildApplicationStatusResource(): ApplicationStatusResource {
  const resource: Record<string, string> = { ...plainWords };
  for (const kind of sectorKinds) {
    const context = vocabularyContext(kind);
    const words = sectorVocabulary[kind];
    resource[`offer_${context}_graduateScheme`] = `${words.graduateScheme} offer`;
    resource[`offer_${context}_internship`] = `${words.internship} offer`;
  }
  // Every key of ApplicationStatusResource is written above for each sector; the test reads them all.
  return resource as ApplicationStatusResource;
}

type Scheme = 'graduateScheme' | 'internship';
/** The plain words, and the offer of each sector's scheme under its context. */
export type ApplicationStatusResource = Record<
  CandidateFacingStatus | `offer_${VocabularyContext}_${Scheme}`,
  string
>;
