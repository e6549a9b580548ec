import * as publicCandidateReview from './public-candidate-review.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub, score } from './test-support.ts';

const rows: Row[] = [
  [
    'fetchReviewCandidate',
    'GET',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}`,
    (c) => publicCandidateReview.fetchReviewCandidate(c, { id: 7, token: 'tok', candidateId: 11 }),
  ],
  [
    'saveReviewCandidate',
    'POST',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}`,
    (c) =>
      publicCandidateReview.saveReviewCandidate(
        c,
        { id: 7, token: 'tok', candidateId: 11 },
        { decision: 'yes' },
      ),
    { json: { decision: 'yes' } },
  ],
  [
    'scoreReviewCandidate',
    'POST',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}/score`,
    (c) => publicCandidateReview.scoreReviewCandidate(c, { id: 7, token: 'tok', candidateId: 11 }, score),
    { json: score },
  ],
];

describeCalls('the §7 Public reviewer link calls', publicCandidateReview, rows);
